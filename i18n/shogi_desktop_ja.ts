<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>CustomHandicapEditor</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="132"/>
        <source>White&apos;s pieces to remove (click to toggle)</source>
        <translation>落とす上手の駒（クリックで切り替え）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="133"/>
        <source>Black&apos;s pieces to remove</source>
        <translation>落とす下手の駒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="134"/>
        <source>Moves first:</source>
        <translation>先に指す側：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="141"/>
        <source>%1 on %2</source>
        <translation>%2の%1</translation>
    </message>
</context>
<context>
    <name>Endings</name>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="387"/>
        <source>Checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="388"/>
        <source>No legal move</source>
        <translation>指す手なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="389"/>
        <source>Repetition (千日手)</source>
        <translation>千日手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="390"/>
        <source>Perpetual check</source>
        <translation>連続王手の千日手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="391"/>
        <source>Impasse declaration (入玉宣言)</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="393"/>
        <source>Resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="394"/>
        <source>Time forfeit</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="395"/>
        <source>Foul</source>
        <translation>反則</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="396"/>
        <source>Draw by agreement</source>
        <translation>合意による引き分け（持将棋）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="397"/>
        <source>Aborted</source>
        <translation>中断</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="25"/>
        <source>Checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="26"/>
        <source>No legal move (stalemate): the side to move loses</source>
        <translation>指す手がありません（手番側の負け）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="27"/>
        <source>Resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="28"/>
        <source>Time forfeit</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="29"/>
        <source>Fourfold repetition (sennichite)</source>
        <translation>千日手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="30"/>
        <source>Perpetual check: the checking side loses</source>
        <translation>連続王手の千日手（王手をかけた側の負け）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="31"/>
        <source>Impasse declaration (nyūgyoku)</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="32"/>
        <source>Draw by agreement</source>
        <translation>合意による引き分け（持将棋）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="33"/>
        <source>Illegal move (foul)</source>
        <translation>反則</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="34"/>
        <source>Game aborted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="42"/>
        <source>No result</source>
        <translation>勝敗なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="44"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="50"/>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="109"/>
        <source>Game Over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="114"/>
        <source>Moves played: %1</source>
        <translation>手数：%1手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="116"/>
        <source>New Game…</source>
        <translation>新規対局…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="117"/>
        <source>Save Record…</source>
        <translation>棋譜を保存…</translation>
    </message>
</context>
<context>
    <name>GraphDock</name>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="149"/>
        <source>Graph</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="150"/>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="155"/>
        <source>Material balance</source>
        <translation>駒割り</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="153"/>
        <source>Ply</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="154"/>
        <source>Material (☗ ahead &gt; 0)</source>
        <translation>駒割り（☗有利が正）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="269"/>
        <source>Shogi Desktop</source>
        <translation>将棋デスクトップ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="270"/>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="271"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="272"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="273"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="274"/>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="275"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="277"/>
        <source>&amp;New Game...</source>
        <translation>新規対局(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="278"/>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="279"/>
        <source>&amp;Draw by Agreement</source>
        <translation>合意で引き分け（持将棋）(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="280"/>
        <source>Declare &amp;Impasse (入玉宣言)</source>
        <translation>入玉宣言(&amp;I)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="281"/>
        <source>&amp;Position Editor...</source>
        <translation>局面編集(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="282"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="283"/>
        <source>&amp;Take Back</source>
        <translation>待った(&amp;T)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="285"/>
        <source>&amp;Flip Board</source>
        <translation>盤面反転(&amp;F)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="286"/>
        <source>First Move</source>
        <translation>最初の局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="287"/>
        <source>Previous Move</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="288"/>
        <source>Next Move</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="289"/>
        <source>Last Move</source>
        <translation>最後の局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="290"/>
        <source>Previous Variation</source>
        <translation>前の変化</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="291"/>
        <source>Next Variation</source>
        <translation>次の変化</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="292"/>
        <source>Show &amp;Legal Moves</source>
        <translation>指せる場所を表示(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="293"/>
        <source>&amp;Mute Sounds</source>
        <translation>消音(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="294"/>
        <source>&amp;Japanese (１一)</source>
        <translation>日本式（１一）(&amp;J)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="295"/>
        <source>&amp;USI (1a)</source>
        <translation>USI式（1a）(&amp;U)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="296"/>
        <source>&amp;System Language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="299"/>
        <source>&amp;About Shogi Desktop</source>
        <translation>将棋デスクトップについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="303"/>
        <source>Material &amp;Graph</source>
        <translation>駒割りグラフ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="304"/>
        <source>&amp;Move List</source>
        <translation>棋譜(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="305"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="306"/>
        <source>Tool Bar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="430"/>
        <source>New game</source>
        <translation>新しい対局を始めました</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="441"/>
        <source>The impasse declaration is not valid here (27-point rule: king in the enemy camp, ten pieces there, enough points, not in check).</source>
        <translation>ここでは入玉宣言できません（27点法：玉が敵陣にあり、敵陣に玉以外の駒が10枚以上、点数が足り、王手がかかっていないこと）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="446"/>
        <source>Nothing to take back here.</source>
        <translation>戻せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="450"/>
        <source>Nothing to redo.</source>
        <translation>やり直せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="474"/>
        <source>About Shogi Desktop</source>
        <translation>将棋デスクトップについて</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="476"/>
        <source>&lt;b&gt;Shogi Desktop&lt;/b&gt;&lt;br&gt;Play and study shogi, its handicaps and variants, offline.&lt;br&gt;&lt;br&gt;Piece faces: Noto Serif CJK JP (SIL Open Font License).</source>
        <translation>&lt;b&gt;将棋デスクトップ&lt;/b&gt;&lt;br&gt;将棋・駒落ち・変則将棋をオフラインで指して学べます。&lt;br&gt;&lt;br&gt;駒の書体：Noto Serif CJK JP（SIL Open Font License）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="599"/>
        <source>byoyomi %1</source>
        <translation>秒読み %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="618"/>
        <source>Move %1 — %2 to move</source>
        <translation>%1手目 — %2の手番</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="620"/>
        <source>Check!</source>
        <translation>王手！</translation>
    </message>
</context>
<context>
    <name>MoveListWidget</name>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="134"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="134"/>
        <source>Move</source>
        <translation>指し手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="134"/>
        <source>Time</source>
        <translation>消費時間</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="135"/>
        <source>Comment on this move:</source>
        <translation>この手へのコメント：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="136"/>
        <source>Write a comment for the selected move</source>
        <translation>選んだ手へのコメントを書いてください</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="156"/>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="156"/>
        <source>Start (handicap)</source>
        <translation>開始局面（駒落ち）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="274"/>
        <source>Promote variation</source>
        <translation>変化の順位を上げる</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="277"/>
        <source>Delete from here</source>
        <translation>ここから後を削除</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="264"/>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="265"/>
        <source>Variant:</source>
        <translation>種類：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="266"/>
        <source>Handicap:</source>
        <translation>手合割：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="267"/>
        <source>Custom handicap</source>
        <translation>カスタム駒落ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="268"/>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="269"/>
        <source>Time control</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="270"/>
        <source>Main time:</source>
        <translation>持ち時間：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="271"/>
        <source>Byoyomi:</source>
        <translation>秒読み：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="272"/>
        <source>Fischer increment per move:</source>
        <translation>フィッシャー（1手ごとの加算）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="273"/>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="274"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="275"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="276"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="277"/>
        <source>Name (optional)</source>
        <translation>名前（省略可）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="288"/>
        <source>Even game (hirate)</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="291"/>
        <source>Custom…</source>
        <translation>カスタム…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="299"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="300"/>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="305"/>
        <source>The built-in AI arrives in a later version</source>
        <translation>内蔵AIは今後のバージョンで対応します</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="361"/>
        <source>A Fischer increment needs some main time or byoyomi.</source>
        <translation>フィッシャーの加算には持ち時間か秒読みが必要です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="363"/>
        <source>Set a main time or byoyomi, or switch the time control off.</source>
        <translation>持ち時間か秒読みを設定するか、時間設定をオフにしてください。</translation>
    </message>
</context>
<context>
    <name>PositionEditorDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="89"/>
        <source>%1 has no king</source>
        <translation>%1の玉がありません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="90"/>
        <source>%1 has more than one king (%3)</source>
        <translation>%1の玉が2枚以上あります（%3）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="91"/>
        <source>Two unpromoted pawns of %1 on one file (nifu): %3</source>
        <translation>二歩：%1の歩が同じ筋にあります（%3）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="92"/>
        <source>%1&apos;s %2 on %3 could never move</source>
        <translation>%1の%2（%3）は行き所のない駒です</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="93"/>
        <source>%1 is in check although it is not %1&apos;s turn</source>
        <translation>手番でない%1に王手がかかっています</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="94"/>
        <source>Too many of %2: %4 (a set has %5)</source>
        <translation>%2が多すぎます：%4枚（1組は%5枚）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="359"/>
        <source>Edit Position</source>
        <translation>局面編集</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="360"/>
        <source>Pieces (right click removes)</source>
        <translation>駒（右クリックで削除）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="361"/>
        <source>Eraser</source>
        <translation>消しゴム</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="362"/>
        <source>Flip side</source>
        <translation>先後反転</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="363"/>
        <source>Promote</source>
        <translation>成・不成</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="364"/>
        <source>Click a piece to remove it</source>
        <translation>クリックした駒を取り除きます</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="365"/>
        <source>Click a piece to give it to the other side</source>
        <translation>クリックした駒を相手の駒にします</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="366"/>
        <source>Click a piece to promote or unpromote it</source>
        <translation>クリックした駒を成駒に、成駒は元の駒に戻します</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="372"/>
        <source>Pieces in hand: %1</source>
        <translation>持ち駒：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="375"/>
        <source>Side to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="378"/>
        <source>Start from:</source>
        <translation>初期化：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="379"/>
        <source>Even</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="380"/>
        <source>Empty</source>
        <translation>空の盤</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="381"/>
        <source>Current</source>
        <translation>現在の局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="382"/>
        <source>Problems:</source>
        <translation>問題点：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="467"/>
        <source>No problems: the position can be played.</source>
        <translation>問題はありません。この局面で対局できます。</translation>
    </message>
</context>
<context>
    <name>PromotionChooser</name>
    <message>
        <location filename="../shogi_desktop/ui/promotion_chooser.py" line="38"/>
        <source>Choose: promote (red face) or keep the piece as it is</source>
        <translation>成る（赤い面）か不成かを選んでください</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/promotion_chooser.py" line="76"/>
        <source>Promote</source>
        <translation>成る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/promotion_chooser.py" line="76"/>
        <source>Keep</source>
        <translation>不成</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="361"/>
        <source>That is not your piece.</source>
        <translation>自分の駒ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="362"/>
        <source>There is no piece there.</source>
        <translation>そこに駒はありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="363"/>
        <source>The piece cannot move there.</source>
        <translation>その駒はそこへ動けません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="364"/>
        <source>One of your own pieces stands there.</source>
        <translation>自分の駒があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="365"/>
        <source>Your king would be in check (王手放置).</source>
        <translation>王手放置になります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="366"/>
        <source>Two unpromoted pawns on one file (二歩).</source>
        <translation>二歩です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="367"/>
        <source>Checkmate by a pawn drop (打ち歩詰め).</source>
        <translation>打ち歩詰めです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="369"/>
        <source>A piece dropped there could never move (行き所のない駒).</source>
        <translation>そこに打つと行き所のない駒になります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="371"/>
        <source>The piece must promote there: it could never move again.</source>
        <translation>そこでは成らなければなりません（行き所のない駒）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="373"/>
        <source>The piece cannot promote on this move.</source>
        <translation>この手では成れません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="374"/>
        <source>You have no such piece in hand.</source>
        <translation>その駒は持ち駒にありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="375"/>
        <source>A piece can only be dropped on an empty square.</source>
        <translation>駒は空いたマスにしか打てません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="377"/>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="378"/>
        <source>That piece cannot be captured.</source>
        <translation>その駒は取れません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="381"/>
        <location filename="../shogi_desktop/ui/controller.py" line="382"/>
        <source>Illegal move.</source>
        <translation>指せない手です。</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="26"/>
        <source>Black (shitate)</source>
        <translation>下手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="27"/>
        <source>White (uwate)</source>
        <translation>上手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="29"/>
        <source>Black (sente)</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="30"/>
        <source>White (gote)</source>
        <translation>後手</translation>
    </message>
</context>
</TS>
