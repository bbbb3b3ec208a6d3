<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AIPlayer</name>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="363"/>
        <source>The built-in engine</source>
        <translation>内蔵エンジン</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="369"/>
        <source>Engine problem</source>
        <translation>エンジンの問題</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="370"/>
        <source>%1 could not move for %2.</source>
        <translation>%1 が%2の手を指せませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="372"/>
        <source>The game is kept. Try the engine again, let the built-in engine play this side, or play it yourself.</source>
        <translation>対局はそのまま続けられます。エンジンをもう一度試すか、内蔵エンジンに指させるか、ご自分で指してください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="377"/>
        <source>Try again</source>
        <translation>もう一度試す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="380"/>
        <source>Built-in engine</source>
        <translation>内蔵エンジンに替える</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="381"/>
        <source>I play this side</source>
        <translation>自分で指す</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="119"/>
        <source>Shitate (Black)</source>
        <translation>下手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="120"/>
        <source>Uwate (White)</source>
        <translation>上手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="122"/>
        <source>Black</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="123"/>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="130"/>
        <source>Even</source>
        <translation>互角</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="133"/>
        <source>%1 slightly better</source>
        <translation>%1やや有利</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="135"/>
        <source>%1 better</source>
        <translation>%1有利</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="137"/>
        <source>%1 much better</source>
        <translation>%1優勢</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="139"/>
        <source>%1 winning</source>
        <translation>%1勝勢</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="148"/>
        <source>Checkmate (%1 wins)</source>
        <translation>詰み（%1の勝ち）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="149"/>
        <source>Mate in %1 (%2 wins)</source>
        <translation>%1手詰（%2の勝ち）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="175"/>
        <source>Built-in engine</source>
        <translation>内蔵エンジン</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="449"/>
        <source>Paused: the analysis panel is hidden.</source>
        <translation>一時停止中：検討パネルが隠れています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="452"/>
        <source>Paused while the computer thinks about its move.</source>
        <translation>コンピュータの思考中は一時停止しています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="519"/>
        <source>%1 is being checked against this variant&apos;s rules…</source>
        <translation>%1 がこの種類のルールどおりに指すか確かめています…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="524"/>
        <source>%1 does not play this rule set: choose the built-in engine for this game.</source>
        <translation>%1 はこのルールを指せません。この対局では内蔵エンジンを選んでください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="533"/>
        <source>The engine cannot be started: %1</source>
        <translation>エンジンを起動できません：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="597"/>
        <source>The engine could not analyse this position: %1</source>
        <translation>エンジンがこの局面を検討できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="610"/>
        <source>The engine stopped working: %1</source>
        <translation>エンジンが停止しました：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="620"/>
        <source>No legal move: the side to move has lost.</source>
        <translation>指せる手がありません：手番側の負けです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="623"/>
        <source>The search has ended (depth %1).</source>
        <translation>探索が終わりました（深さ %1）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="644"/>
        <source>Evaluation %1</source>
        <translation>評価値 %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="645"/>
        <source>Depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="646"/>
        <source>Nodes %1</source>
        <translation>局面数 %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="647"/>
        <source>%1 nodes/s</source>
        <translation>%1 局面/秒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="651"/>
        <source>Best line: %1</source>
        <translation>読み筋：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="705"/>
        <source>Press Start to analyse the position on the board.</source>
        <translation>「開始」を押すと盤上の局面を検討します。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="706"/>
        <source>Analysing…</source>
        <translation>検討中…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="707"/>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="712"/>
        <source>Analysis</source>
        <translation>検討</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="713"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="713"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="714"/>
        <source>Analyse the position on the board continuously</source>
        <translation>盤上の局面を続けて検討します</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="715"/>
        <source>Play Best Move</source>
        <translation>最善手を指す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="716"/>
        <source>Show the best move on the board</source>
        <translation>最善手を盤上に矢印で表示</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="717"/>
        <source>The engine that analyses</source>
        <translation>検討に使うエンジン</translation>
    </message>
</context>
<context>
    <name>AnalysisMenu</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="74"/>
        <location filename="../shogi_desktop/ui/main_window.py" line="368"/>
        <source>&amp;Analysis</source>
        <translation>検討(&amp;A)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="75"/>
        <source>Analysis &amp;Mode</source>
        <translation>検討モード(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="76"/>
        <source>Analyse &amp;Game…</source>
        <translation>棋譜解析(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="77"/>
        <source>&amp;Stop Analysis</source>
        <translation>解析を停止(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="53"/>
        <source>&amp;Two Kanji (玉将 飛車)</source>
        <translation>二文字駒（玉将 飛車）(&amp;T)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="55"/>
        <source>&amp;International (symbols and moves)</source>
        <translation>国際式（記号と動き）(&amp;I)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="56"/>
        <source>&amp;One Kanji (玉 飛 角)</source>
        <translation>一文字駒（玉 飛 角）(&amp;O)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="61"/>
        <source>&amp;Plain (projector, print)</source>
        <translation>白黒（プロジェクター・印刷）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="63"/>
        <source>&amp;Dark (high contrast)</source>
        <translation>ダーク（高コントラスト）(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="64"/>
        <source>&amp;Wood</source>
        <translation>木目(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance.py" line="86"/>
        <source>Piece &amp;Set</source>
        <translation>駒の種類(&amp;S)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance.py" line="87"/>
        <source>&amp;Board Style</source>
        <translation>盤の種類(&amp;B)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance.py" line="88"/>
        <source>P&amp;ieces and Board...</source>
        <translation>駒と盤(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="142"/>
        <source>Pieces and Board</source>
        <translation>駒と盤</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="143"/>
        <source>Piece set</source>
        <translation>駒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="144"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="145"/>
        <source>The pieces of this game:</source>
        <translation>この対局の駒：</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../shogi_desktop/ui/board/input.py" line="306"/>
        <source>Piece Guide: %1</source>
        <translation>駒の動き：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/board/input.py" line="368"/>
        <source>Lion: click a second step (its start square captures in place), the lion to stop here, or elsewhere to cancel.</source>
        <translation>獅子：2歩目の升をクリック（元の升なら居食い）、獅子をクリックするとそこで止まり、ほかの場所なら取り消します。</translation>
    </message>
</context>
<context>
    <name>BookDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="49"/>
        <source>The file cannot be read.</source>
        <translation>ファイルを読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="50"/>
        <source>This is not a YaneuraOu book file: its first line is not #YANEURAOU-DB2016 1.00.</source>
        <translation>やねうら王形式の定跡ファイルではありません：1行目が #YANEURAOU-DB2016 1.00 ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="52"/>
        <source>The book holds no positions.</source>
        <translation>定跡に局面がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="53"/>
        <source>The line is too long.</source>
        <translation>行が長すぎます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="54"/>
        <source>Unexpected characters: a position or move line is plain ASCII text.</source>
        <translation>予期しない文字があります：局面と指し手の行は ASCII 文字だけで書きます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="56"/>
        <source>The position (SFEN) is malformed.</source>
        <translation>局面（SFEN）の書き方が正しくありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="57"/>
        <source>This is not a move in USI notation.</source>
        <translation>USI 形式の指し手ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="58"/>
        <source>This is not a whole number.</source>
        <translation>整数ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="59"/>
        <source>A number is out of range.</source>
        <translation>数値が範囲外です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="60"/>
        <source>A move comes before the first position.</source>
        <translation>最初の局面より前に指し手があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="61"/>
        <source>One position has too many moves.</source>
        <translation>1つの局面の指し手が多すぎます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="62"/>
        <source>The positions are not sorted. Save the book again with ShogiHome or YaneuraOu, which write it sorted.</source>
        <translation>局面が並べ替えられていません。ShogiHome かやねうら王で保存し直すと並べ替えて書き出されます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="66"/>
        <source>The book file cannot be used.</source>
        <translation>定跡ファイルを使えません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="68"/>
        <source>Line %1, column %2:</source>
        <translation>%1 行 %2 列：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="71"/>
        <source>Line %1:</source>
        <translation>%1 行：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="139"/>
        <source>Opening Book</source>
        <translation>定跡</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="140"/>
        <source>The built-in engine plays its first moves from an opening book, chosen with some variety by its level: level 10 plays the main lines, levels 1 to 3 soon leave them.</source>
        <translation>内蔵エンジンは序盤を定跡から指します。どの定跡を選ぶかはレベルによって変わり、レベル10は本筋を指し、レベル1〜3は早めに定跡を外れます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="143"/>
        <source>Built-in book: the main lines of the common openings and the standard handicap lines</source>
        <translation>内蔵の定跡：主な戦型の本筋と駒落ち定跡</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="145"/>
        <source>Book file (YaneuraOu format, as ShogiHome uses):</source>
        <translation>定跡ファイル（やねうら王形式、ShogiHome と同じ）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="146"/>
        <source>No opening book</source>
        <translation>定跡を使わない</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="147"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="148"/>
        <source>No file chosen</source>
        <translation>ファイル未選択</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="169"/>
        <source>Reading %1…</source>
        <translation>%1 を読んでいます…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="171"/>
        <source>%1 cannot be used.</source>
        <translation>%1 は使えません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="174"/>
        <source>The book is good: %1, %2.</source>
        <translation>定跡ファイルは正常です：%1、%2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="175"/>
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln 局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="176"/>
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln 手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="190"/>
        <source>Choose an Opening Book</source>
        <translation>定跡ファイルを選ぶ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="191"/>
        <source>YaneuraOu books (*.db);;All files (*)</source>
        <translation>やねうら王形式の定跡 (*.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="290"/>
        <source>Opening &amp;Book...</source>
        <translation>定跡(&amp;B)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="291"/>
        <source>Choose the built-in engine&apos;s opening book: its own, a YaneuraOu book file, or none</source>
        <translation>内蔵エンジンの定跡を選びます：内蔵の定跡、やねうら王形式の定跡ファイル、または定跡なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="312"/>
        <source>Book move: %1</source>
        <translation>定跡手：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="313"/>
        <source>Book move</source>
        <translation>定跡手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="317"/>
        <source>The opening book file cannot be used, so the engine searched: %1</source>
        <translation>定跡ファイルを使えないため、エンジンは探索して指しました：%1</translation>
    </message>
</context>
<context>
    <name>CardDock</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="275"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="276"/>
        <source>Cancel card</source>
        <translation>カードを取り消す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="277"/>
        <source>Leave card mode (Esc or a right click on the board)</source>
        <translation>カードモードを終える（Escか盤上で右クリック）</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/cards/dock.py" line="314"/>
        <source>%1 of %n card(s) left</source>
        <translation>
            <numerusform>残り %1 / %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="329"/>
        <source>Click a lit card to play it, or move on the board.</source>
        <translation>光っているカードをクリックして使うか、盤上で指してください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="330"/>
        <source>No card can be played now.</source>
        <translation>いま使えるカードはありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="342"/>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="347"/>
        <source>Point at a card to read what it does.</source>
        <translation>カードにポインタを合わせると効果が表示されます。</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="89"/>
        <source>used</source>
        <translation>使用済</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="90"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="92"/>
        <source>This card has been played.</source>
        <translation>このカードは使用済みです。</translation>
    </message>
</context>
<context>
    <name>CardMode</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="297"/>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="308"/>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="517"/>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="526"/>
        <source>Card cancelled.</source>
        <translation>カードの使用を取り消しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="412"/>
        <source>%1, or %2</source>
        <translation>%1、または%2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="414"/>
        <source>Card: %1, or the marked square to stop here (Esc or right click cancels).</source>
        <translation>カード：%1、または印の升をクリックしてここで止める（Escか右クリックで取り消し）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="416"/>
        <source>Card: %1 (Esc or right click cancels).</source>
        <translation>カード：%1（Escか右クリックで取り消し）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="481"/>
        <source>This piece changes sides if the move ends next to it.</source>
        <translation>この駒は寝返ります。</translation>
    </message>
</context>
<context>
    <name>CardOptionsBox</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="84"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="85"/>
        <source>Card add-on:</source>
        <translation>カード：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="86"/>
        <source>Cards dealt:</source>
        <translation>配るカード：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="87"/>
        <source>Full set</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="88"/>
        <source>Chosen cards</source>
        <translation>選んだカード</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="89"/>
        <source>At random:</source>
        <translation>ランダム：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="90"/>
        <source>How many cards each player is dealt at random from his own set</source>
        <translation>各対局者に自分の組からランダムに配る枚数</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="91"/>
        <source>The cards both players hold</source>
        <translation>両対局者が持つカード</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="95"/>
        <source>No cards</source>
        <translation>カードなし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="164"/>
        <source>Choose at least one card, or deal the full set.</source>
        <translation>カードを1枚以上選ぶか、全部を配ってください。</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="20"/>
        <source>Ballistic lance</source>
        <translation>弾道香</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="21"/>
        <source>Retreat order</source>
        <translation>撤退令</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="22"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="43"/>
        <source>Swap rook</source>
        <translation>転送飛</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="27"/>
        <source>Queen king</source>
        <translation>女装王</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="28"/>
        <source>Dragon rider</source>
        <translation>迅翼龍</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="29"/>
        <source>Horse rider</source>
        <translation>天翔馬</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="30"/>
        <source>Wrap rook</source>
        <translation>直進飛</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="31"/>
        <source>Reflecting bishop</source>
        <translation>反射角</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="32"/>
        <source>Prince gold</source>
        <translation>出世金</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="33"/>
        <source>Invincible silver</source>
        <translation>無敵銀</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="34"/>
        <source>Eight-way knight</source>
        <translation>八方桂</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="35"/>
        <source>Jumping lance</source>
        <translation>跳躍香</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="36"/>
        <source>Double pawn</source>
        <translation>許二歩</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="37"/>
        <source>Ripening</source>
        <translation>熟成果</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="38"/>
        <source>Double move</source>
        <translation>連続技</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="39"/>
        <source>Recall</source>
        <translation>治癒術</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="40"/>
        <source>Lightning</source>
        <translation>雷撃球</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="41"/>
        <source>Time rewind</source>
        <translation>時遡行</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="42"/>
        <source>Persuasion</source>
        <translation>懐柔策</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="52"/>
        <source>Your rook and another of your pieces change places; each may promote.</source>
        <translation>飛と他の自駒の位置を入れ替える。条件を満たせばそれぞれ成れる。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="53"/>
        <source>Your bishop bounces off the edges. Not if it then attacks the king.</source>
        <translation>角が盤端で反射して進む。移動後に王に利きが入るときは使用できない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="54"/>
        <source>Your knight moves as a chess knight. Not if it then attacks the king.</source>
        <translation>桂が八方に跳ぶ（チェスのナイト）。移動後に王に利きが入るときは使用できない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="55"/>
        <source>Your lance jumps over one piece. Not if it then attacks the king.</source>
        <translation>香が駒を一つ跳び越えて進む。移動後に王に利きが入るときは使用できない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="56"/>
        <source>Drop a piece from your hand already promoted (not a gold), without check.</source>
        <translation>持ち駒（金以外）を成った状態で打つ。王手にはできない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="57"/>
        <source>Move one piece twice; neither step may give check.</source>
        <translation>一つの駒を二回続けて動かす。どちらの手も王手にはできない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="62"/>
        <source>Your king moves this turn as a queen (rook + bishop).</source>
        <translation>この手番、王が女王（飛＋角）の動きをする。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="63"/>
        <source>A piece next to your dragon boards it; the dragon may move and later set it down next to itself.</source>
        <translation>龍の隣の自駒を搭乗させ、龍を動かせる。後で龍の隣に降ろせる。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="65"/>
        <source>A piece next to your horse boards it; the horse may move and later set it down next to itself.</source>
        <translation>馬の隣の自駒を搭乗させ、馬を動かせる。後で馬の隣に降ろせる。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="67"/>
        <source>Your rook&apos;s left, right and forward lines continue across the edge.</source>
        <translation>飛の左右と前の利きが盤端を通り抜けて反対側へ続く。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="68"/>
        <source>Your bishop bounces off the edges of the board.</source>
        <translation>角が盤の四辺で反射して進む。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="69"/>
        <source>A gold promotes into a prince, a second king.</source>
        <translation>金が成って太子（もう一枚の王）になる。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="70"/>
        <source>Drop or move a silver: it cannot be captured on the next turn.</source>
        <translation>銀を打つか動かす。次の相手の手ではその銀を取れない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="71"/>
        <source>Your knight moves as a chess knight.</source>
        <translation>桂が八方に跳ぶ（チェスのナイト）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="72"/>
        <source>Your lance jumps over one piece.</source>
        <translation>香が駒を一つ跳び越えて進む。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="73"/>
        <source>Drop a pawn on a file that already holds one of your pawns.</source>
        <translation>自分の歩がある筋に歩を打てる（二歩）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="74"/>
        <source>Move a piece (not king or gold) and promote it anywhere.</source>
        <translation>駒（王・金以外）を動かし、どこでも成らせる。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="75"/>
        <source>Move one piece twice; the second step may give check.</source>
        <translation>一つの駒を二回続けて動かす。二回目は王手にしてよい。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="76"/>
        <source>Return one of your pieces (not a royal) to your hand.</source>
        <translation>盤上の自駒（王・太子以外）を駒台に戻す。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="77"/>
        <source>Return an enemy piece (not a royal) to its owner&apos;s hand.</source>
        <translation>相手の駒（王・太子以外）を相手の駒台に戻す。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="78"/>
        <source>Undo your previous move (the reply stays), then move again.</source>
        <translation>自分の前の手を戻して指し直す（相手の手は残る）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="79"/>
        <source>Move or drop; enemy pieces you enclose, as in Reversi, change sides.</source>
        <translation>指すか打つ。リバーシのように挟んだ相手の駒が寝返る。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="87"/>
        <source>1st ed.</source>
        <translation>初版</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="88"/>
        <source>2nd ed.</source>
        <translation>第二版</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="93"/>
        <source>First edition (12 cards)</source>
        <translation>初版（12枚）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="94"/>
        <source>Second edition (16 cards)</source>
        <translation>第二版（16枚）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="100"/>
        <source>click the piece to move</source>
        <translation>動かす駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="102"/>
        <source>click the next piece to move</source>
        <translation>次に動かす駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="104"/>
        <source>click the square it moves to</source>
        <translation>移動先の升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="106"/>
        <source>click where it moves next</source>
        <translation>続けて動く先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="108"/>
        <source>click the piece in your hand to drop</source>
        <translation>打つ持ち駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="110"/>
        <source>click the square to drop it on</source>
        <translation>打つ升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="111"/>
        <source>click the square it acts on</source>
        <translation>対象の升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="119"/>
        <source>click the piece that boards the dragon</source>
        <translation>龍に乗る駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="120"/>
        <source>click the piece that boards the horse</source>
        <translation>馬に乗る駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="121"/>
        <source>click your dragon</source>
        <translation>自分の龍をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="122"/>
        <source>click your horse</source>
        <translation>自分の馬をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="124"/>
        <source>click an empty square next to the dragon to set the rider down</source>
        <translation>龍の隣の空き升をクリックして乗せた駒を降ろす</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="126"/>
        <source>click an empty square next to the horse to set the rider down</source>
        <translation>馬の隣の空き升をクリックして乗せた駒を降ろす</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="127"/>
        <source>click where the dragon moves</source>
        <translation>龍の移動先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="128"/>
        <source>click where the horse moves</source>
        <translation>馬の移動先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="137"/>
        <source>click your king</source>
        <translation>自分の玉をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="138"/>
        <source>click where your king moves as a queen</source>
        <translation>玉がクイーンとして動く先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="139"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="173"/>
        <source>click your rook</source>
        <translation>自分の飛車をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="141"/>
        <source>click where it goes (its lines go on across the edge)</source>
        <translation>移動先をクリック（利きは盤の端を越えて続きます）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="142"/>
        <source>click your bishop</source>
        <translation>自分の角をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="144"/>
        <source>click where it goes (the paths show the bounces)</source>
        <translation>移動先をクリック（線が反射の道筋です）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="145"/>
        <source>click the gold that becomes a prince</source>
        <translation>太子になる金をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="146"/>
        <source>click where it moves and promotes</source>
        <translation>移動して成る升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="147"/>
        <source>click the silver to move</source>
        <translation>動かす銀をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="148"/>
        <source>click a silver in your hand</source>
        <translation>持ち駒の銀をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="149"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="150"/>
        <source>click where the silver goes</source>
        <translation>銀の行き先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="151"/>
        <source>click your knight</source>
        <translation>自分の桂をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="152"/>
        <source>click where it jumps (as a chess knight)</source>
        <translation>跳ぶ先をクリック（チェスのナイトの動き）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="153"/>
        <source>click your lance</source>
        <translation>自分の香をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="155"/>
        <source>click where it lands (it may jump over one piece)</source>
        <translation>着地する升をクリック（駒を1枚跳び越せます）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="156"/>
        <source>click a pawn in your hand</source>
        <translation>持ち駒の歩をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="158"/>
        <source>click the square, on a file with one of your pawns</source>
        <translation>自分の歩がある筋の升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="159"/>
        <source>click the piece to move and promote</source>
        <translation>動かして成る駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="160"/>
        <source>click the piece in your hand to drop promoted</source>
        <translation>成った状態で打つ持ち駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="161"/>
        <source>click the piece that moves twice</source>
        <translation>2回動かす駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="162"/>
        <source>click where its first step goes</source>
        <translation>1回目の移動先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="163"/>
        <source>click where its second step goes</source>
        <translation>2回目の移動先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="164"/>
        <source>click your piece to return to your hand</source>
        <translation>持ち駒に戻す自分の駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="166"/>
        <source>click the enemy piece to send back to its owner&apos;s hand</source>
        <translation>相手の持ち駒に戻す敵の駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="168"/>
        <source>your previous move is undone: click the piece to move</source>
        <translation>前の自分の手を戻しました。動かす駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="170"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="172"/>
        <source>click where it goes (enclosed enemy pieces change sides)</source>
        <translation>行き先をクリック（挟んだ敵の駒が寝返ります）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="174"/>
        <source>click the piece it changes places with</source>
        <translation>入れ替える駒をクリック</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="83"/>
        <source>Shogi Desktop: unexpected error</source>
        <translation>将棋デスクトップ：予期しないエラー</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="85"/>
        <source>Something went wrong (%1 errors).</source>
        <translation>問題が発生しました（エラー%1件）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="87"/>
        <source>Something went wrong.</source>
        <translation>問題が発生しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="90"/>
        <source>The game in progress was saved; it will be offered for resuming at the next start.</source>
        <translation>対局中の棋譜は保存しました。次回の起動時に再開できます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="93"/>
        <source>There was no game in progress to save, or it could not be saved.</source>
        <translation>保存する対局がないか、保存できませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="97"/>
        <source>Details are also in the log: %1</source>
        <translation>詳細はログにもあります：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="99"/>
        <source>No log file could be written.</source>
        <translation>ログファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="100"/>
        <source>&amp;Copy Details</source>
        <translation>詳細をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="101"/>
        <source>&amp;Quit Shogi Desktop</source>
        <translation>将棋デスクトップを終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="120"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
</context>
<context>
    <name>CustomHandicapEditor</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="186"/>
        <source>White&apos;s pieces to remove (click to toggle)</source>
        <translation>落とす上手の駒（クリックで切り替え）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="187"/>
        <source>Black&apos;s pieces to remove</source>
        <translation>落とす下手の駒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="188"/>
        <source>Moves first:</source>
        <translation>先に指す側：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="195"/>
        <source>%1 on %2</source>
        <translation>%2の%1</translation>
    </message>
</context>
<context>
    <name>DiagramExportDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="351"/>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="411"/>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="419"/>
        <source>Export Diagram</source>
        <translation>局面図をエクスポート</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;Caption:</source>
        <translation>キャプション(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;Black&apos;s label:</source>
        <translation>先手の表示(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;White&apos;s label:</source>
        <translation>後手の表示(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>C&amp;oordinates:</source>
        <translation>座標(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>&amp;Width:</source>
        <translation>幅(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>P&amp;ieces:</source>
        <translation>駒(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>Boar&amp;d:</source>
        <translation>盤(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="356"/>
        <source>Japanese (１一)</source>
        <translation>漢数字（１一）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="356"/>
        <source>USI (1a)</source>
        <translation>USI（1a）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="356"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="359"/>
        <source>As in the window</source>
        <translation>画面と同じ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="362"/>
        <source>White at the &amp;bottom</source>
        <translation>後手を手前にする(&amp;B)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="363"/>
        <source>&amp;Highlight the last move</source>
        <translation>最後の指し手を強調(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="364"/>
        <source>Arro&amp;ws and circles</source>
        <translation>矢印と丸印(&amp;W)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="365"/>
        <source>T&amp;ransparent background (PNG)</source>
        <translation>背景を透明にする（PNG）(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="366"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="367"/>
        <source>Save &amp;PNG...</source>
        <translation>PNGで保存(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="368"/>
        <source>Save &amp;SVG...</source>
        <translation>SVGで保存(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="369"/>
        <source>Cop&amp;y Image</source>
        <translation>画像をコピー(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="399"/>
        <source>%1 x %2 pixels</source>
        <translation>%1 × %2 ピクセル</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="408"/>
        <source>PNG image</source>
        <translation>PNG画像</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="409"/>
        <source>SVG drawing</source>
        <translation>SVG図</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="420"/>
        <source>The diagram could not be written to %1.</source>
        <translation>局面図を%1に書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>Endings</name>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="40"/>
        <source>Checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="41"/>
        <source>No legal move</source>
        <translation>指す手なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="42"/>
        <source>Repetition (千日手)</source>
        <translation>千日手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="43"/>
        <source>Perpetual check</source>
        <translation>連続王手の千日手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="44"/>
        <source>Impasse declaration (入玉宣言)</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="46"/>
        <source>Resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="47"/>
        <source>Time forfeit</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="48"/>
        <source>Foul</source>
        <translation>反則</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="49"/>
        <source>Draw by agreement</source>
        <translation>合意による引き分け（持将棋）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="50"/>
        <source>Aborted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="51"/>
        <source>No mate (不詰)</source>
        <translation>不詰</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="52"/>
        <source>Sealed move (封じ手)</source>
        <translation>封じ手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="53"/>
        <source>By default (不戦)</source>
        <translation>不戦</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="54"/>
        <source>Move limit (最大手数)</source>
        <translation>最大手数</translation>
    </message>
</context>
<context>
    <name>EngineOptionsDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="103"/>
        <source>Engine Options</source>
        <translation>エンジン設定</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="106"/>
        <source>by %1</source>
        <translation>作者 %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="108"/>
        <source>This engine has no options.</source>
        <translation>このエンジンには設定項目がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="109"/>
        <source>Reset to Defaults</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="111"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="112"/>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="165"/>
        <source>Choose the file for %1</source>
        <translation>%1 のファイルを選ぶ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="116"/>
        <source>A button option: the engine runs it when told to; it is not sent from this dialog.</source>
        <translation>ボタン型の設定です（エンジンに実行を指示するもの）。このダイアログからは送りません。</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="275"/>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="432"/>
        <source>Engines</source>
        <translation>エンジン管理</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="276"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="276"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="276"/>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="277"/>
        <source>Variants checked</source>
        <translation>確認済みの変則将棋</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="278"/>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="279"/>
        <source>Register a USI engine program (as used by ShogiHome and ShogiGUI)</source>
        <translation>USIエンジンのプログラムを登録します（ShogiHome や ShogiGUI と同じもの）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="280"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="281"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="282"/>
        <source>Options…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="283"/>
        <source>Registered USI engines can play standard shogi and handicap games, a Fairy-Stockfish also the variants of its Variants checked column: choose them for a player in New Game.</source>
        <translation>登録したUSIエンジンは本将棋と駒落ちを指せます。Fairy-Stockfish は「確認済みの変則将棋」の列にある変則将棋も指せます。新規対局で対局者に選んでください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="287"/>
        <source>The engine list could not be read and was started afresh.</source>
        <translation>エンジン一覧を読み込めなかったため、新しく作り直しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="289"/>
        <source>The old file was kept as %1.</source>
        <translation>元のファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="340"/>
        <source>being checked…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="340"/>
        <source>The variants this engine plays are being checked.</source>
        <translation>このエンジンが指せる変則将棋を確認しています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="342"/>
        <source>could not be checked</source>
        <translation>確認できません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="344"/>
        <source>%1 rule sets could not be checked yet: the engine answered too slowly (the computer is busy). They are checked again when this list is next opened.</source>
        <translation>%1 種類のルールはまだ確かめられていません：エンジンの応答が遅すぎました（コンピューターが混み合っています）。次にこの一覧を開いたときにもう一度確かめます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="346"/>
        <source>%1, more not checked yet</source>
        <translation>%1（ほかは未確認）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="349"/>
        <source>Standard shogi and handicap games</source>
        <translation>本将棋と駒落ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="377"/>
        <source>Choose a USI Engine</source>
        <translation>USIエンジンを選ぶ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="408"/>
        <source>Starting %1 and reading its options…</source>
        <translation>%1 を起動して設定項目を読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="428"/>
        <source>%1 could not be added as an engine.</source>
        <translation>%1 をエンジンとして追加できませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="434"/>
        <source>Only USI engines can be registered (programs that answer the &quot;usi&quot; command, as ShogiHome and ShogiGUI use).</source>
        <translation>登録できるのはUSIエンジン（ShogiHome や ShogiGUI と同じく「usi」コマンドに応答するプログラム）だけです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="447"/>
        <source>Remove Engine</source>
        <translation>エンジンの削除</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="448"/>
        <source>Remove %1 from the engines? Its option settings are forgotten; the program itself stays.</source>
        <translation>%1 を登録から外しますか？ 設定は失われますが、プログラム自体は残ります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="486"/>
        <source>The options could not be saved.</source>
        <translation>設定を保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>FairyTexts</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="18"/>
        <source>the lion moves twice in one turn</source>
        <translation>獅子が1手で2回動く</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="19"/>
        <source>the bishop&apos;s path bends at the edge of the board</source>
        <translation>角の利きが盤の端で折れ曲がる</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="20"/>
        <source>a piece that cannot be captured</source>
        <translation>取られない駒がある</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="21"/>
        <source>a captured piece changes its kind or leaves the game</source>
        <translation>取った駒が別の駒に変わるか、盤から消える</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="22"/>
        <source>chess pawns promote on the last rank only</source>
        <translation>ポーンは最終段でだけ成る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="23"/>
        <source>the pawn rules apply to a piece that is not a shogi pawn</source>
        <translation>歩でない駒に二歩・打ち歩詰めの決まりがある</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="24"/>
        <source>a second royal piece</source>
        <translation>玉がもう1枚ある</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="25"/>
        <source>cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="26"/>
        <source>magic and the die</source>
        <translation>魔法とサイコロ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="27"/>
        <source>the board or promotion zone differs from shogi&apos;s</source>
        <translation>盤か成れる段が将棋と違う</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="42"/>
        <source>Fairy-Stockfish is installed (%1): add it under Game ▸ Engines… to play this variant against it.</source>
        <translation>Fairy-Stockfish がインストールされています（%1）。この種類で対局するには「対局 ▸ エンジン管理...」で追加してください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="45"/>
        <source>Registered engines play standard shogi and handicap games; Fairy-Stockfish also plays several variants.</source>
        <translation>登録したエンジンは本将棋と駒落ちを指します。Fairy-Stockfish はいくつかの変則将棋も指せます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="49"/>
        <source>Fairy-Stockfish cannot play this rule set: %1.</source>
        <translation>Fairy-Stockfish はこのルールを指せません：%1。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="55"/>
        <source>%1 is being checked against the rules of the variants…</source>
        <translation>%1 が変則将棋のルールどおりに指すか確かめています…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="58"/>
        <source>%1 could not be checked: %2</source>
        <translation>%1 を確かめられませんでした：%2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="60"/>
        <source>%1 could not be checked for this rule set yet: it answered too slowly (the computer is busy). It is checked again.</source>
        <translation>%1 はこのルールをまだ確かめられていません：応答が遅すぎました（コンピューターが混み合っています）。もう一度確かめます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="63"/>
        <source>%1 did not pass the check for this rule set: it needs a newer Fairy-Stockfish, one that knows custom pieces.</source>
        <translation>%1 はこのルールの確認で不合格でした：独自の駒を定義できる新しい Fairy-Stockfish が必要です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="65"/>
        <source>%1 did not pass the check for this rule set: its moves differ from the rules.</source>
        <translation>%1 はこのルールの確認で不合格でした：指し手がルールと違います。</translation>
    </message>
</context>
<context>
    <name>Fantasista</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="71"/>
        <source>No fairy</source>
        <translation>妖精なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="76"/>
        <source>Miss (no magic)</source>
        <translation>スカ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="94"/>
        <source>reserved: as 4-8 unless set</source>
        <translation>保留：指定がなければ4-8と同じ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="102"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="114"/>
        <source>click the square to drop the token on</source>
        <translation>トークンを打つ升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="116"/>
        <source>click the sword silver</source>
        <translation>剣の銀をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="117"/>
        <source>click the enemy piece it strikes</source>
        <translation>その場で取る敵の駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="119"/>
        <source>click a free square beside your king for a silver token</source>
        <translation>玉の隣の空き升をクリックして銀トークンを打つ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="120"/>
        <source>click another free square for a second token</source>
        <translation>2枚目のトークンを打つ空き升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="122"/>
        <source>click a silver to move</source>
        <translation>動かす銀をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="123"/>
        <source>click another silver to move</source>
        <translation>次に動かす銀をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="125"/>
        <source>click the rook that moves twice</source>
        <translation>2回動かす飛車をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="126"/>
        <source>click where its first move goes</source>
        <translation>1回目の移動先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="127"/>
        <source>click where its second move goes</source>
        <translation>2回目の移動先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="128"/>
        <source>click the enemy piece it burns</source>
        <translation>焼き払う敵の駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="129"/>
        <source>click the square to drop a pawn on as と</source>
        <translation>歩を「と」として打つ升をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="130"/>
        <source>click the spearman</source>
        <translation>槍歩兵をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="131"/>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="135"/>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="142"/>
        <source>click where it moves</source>
        <translation>移動先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="133"/>
        <source>click the next enemy piece straight ahead to take it too</source>
        <translation>続けて取る正面の敵の駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="134"/>
        <source>click the gale horse</source>
        <translation>疾風馬をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="136"/>
        <source>click where it moves once more</source>
        <translation>もう1回動く先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="137"/>
        <source>click the carrier, or the piece that boards it</source>
        <translation>搭乗駒か、それに乗る駒をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="138"/>
        <source>click where it goes</source>
        <translation>行き先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="139"/>
        <source>click where the rider moves on its own</source>
        <translation>乗っている駒が自分で動く先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="140"/>
        <source>click a token to move it</source>
        <translation>動かすトークンをクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="141"/>
        <source>click where the token moves</source>
        <translation>トークンの移動先をクリック</translation>
    </message>
</context>
<context>
    <name>FantasistaOptionsBox</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="160"/>
        <source>Ōshō Fantasista (fairies and magic)</source>
        <translation>王将ファンタジスタ（妖精と魔法）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="161"/>
        <source>Magic every:</source>
        <translation>魔法の間隔：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="162"/>
        <source> plies</source>
        <translation> 手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="163"/>
        <source>After ply N×interval the first player gains a magic, after the next ply the second player</source>
        <translation>N×間隔手目の後に先に指した側が、その次の手の後にもう一方が魔法を得ます</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="165"/>
        <source>Roll a real die (type the face)</source>
        <translation>本物のサイコロを振る（出た目を入力）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="167"/>
        <source>Reserved faces 9–18…</source>
        <translation>保留の目 9〜18…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="168"/>
        <source>Give faces 9–18 of this player&apos;s die other magics</source>
        <translation>この対局者のダイスの9〜18の目に別の魔法を割り当てる</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="17"/>
        <source>KIF (Shift_JIS)</source>
        <translation>KIF（Shift_JIS）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="18"/>
        <source>KIF (UTF-8)</source>
        <translation>KIF（UTF-8）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="21"/>
        <source>JSON Kifu Format</source>
        <translation>JSON棋譜フォーマット（JKF）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="22"/>
        <source>Shogi Desktop record</source>
        <translation>将棋デスクトップ棋譜</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="23"/>
        <source>USI position</source>
        <translation>USI局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="49"/>
        <source>%1 holds standard shogi only, without variants, cards or magic. KIF, KI2 and the Shogi Desktop record hold this game.</source>
        <translation>%1に書けるのは本将棋だけです（変則将棋・カード・魔法は書けません）。この対局はKIF・KI2・将棋デスクトップ棋譜に保存できます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="71"/>
        <source>the moves (only one position is kept)</source>
        <translation>指し手（局面ひとつだけが残ります）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="72"/>
        <source>variations</source>
        <translation>変化</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="73"/>
        <source>comments</source>
        <translation>コメント</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="74"/>
        <source>arrows and circles</source>
        <translation>矢印と丸印</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="75"/>
        <source>the time spent on moves</source>
        <translation>消費時間</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="76"/>
        <source>bookmarks</source>
        <translation>しおり</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="77"/>
        <source>how the game ended</source>
        <translation>終局の理由</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="78"/>
        <source>card and dice events</source>
        <translation>カードとサイコロの記録</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="79"/>
        <source>game information (header)</source>
        <translation>対局情報（ヘッダー）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="206"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="207"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="208"/>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="209"/>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="210"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="348"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="577"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="211"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="542"/>
        <source>Save &amp;As...</source>
        <translation>名前を付けて保存(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="212"/>
        <source>Export &amp;Diagram (PNG, SVG)...</source>
        <translation>局面図をエクスポート（PNG・SVG）(&amp;D)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="213"/>
        <source>&amp;Clear Recent Files</source>
        <translation>履歴を消去(&amp;C)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="214"/>
        <source>&amp;Copy Game</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="215"/>
        <source>Copy &amp;Position (SFEN)</source>
        <translation>局面をコピー（SFEN）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="216"/>
        <source>&amp;Paste Game or Position</source>
        <translation>棋譜・局面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="315"/>
        <source>Opened with a Note</source>
        <translation>開きました（お知らせ）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="316"/>
        <source>%1 was opened.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="339"/>
        <source>The current game</source>
        <translation>現在の対局</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="341"/>
        <source>Save them before starting a new game?</source>
        <translation>新しい対局を始める前に保存しますか？</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="342"/>
        <source>Save them before the pasted game replaces it?</source>
        <translation>貼り付けた棋譜に置き換える前に保存しますか？</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="345"/>
        <source>Unsaved Game</source>
        <translation>未保存の対局</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="346"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1には保存されていない変更があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="347"/>
        <source>Save them before opening another game?</source>
        <translation>別の棋譜を開く前に保存しますか？</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="349"/>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="350"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="446"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="543"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="578"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="361"/>
        <source>Kifu files</source>
        <translation>棋譜ファイル</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="364"/>
        <source>All files</source>
        <translation>すべてのファイル</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="376"/>
        <source>Open Game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="386"/>
        <source>Still opening the previous file...</source>
        <translation>前のファイルを読み込んでいます...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="394"/>
        <source>Opening %1...</source>
        <translation>%1を開いています...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="416"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="422"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="441"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="444"/>
        <source>Cannot Open File</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="417"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="423"/>
        <source>%1 could not be read.</source>
        <translation>%1を読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="437"/>
        <source>%1 is not a readable %2 file.</source>
        <translation>%1は読み込める%2ファイルではありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/files/actions.py" line="443"/>
        <source>The first %n move(s) could be read. Open them?</source>
        <translation>
            <numerusform>最初の%n手は読み込めました。その部分を開きますか？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="445"/>
        <source>Open &amp;Partial</source>
        <translation>読めた部分を開く(&amp;P)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="451"/>
        <source>Opened the readable part of %1 (not saved)</source>
        <translation>%1の読み込めた部分を開きました（未保存）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="469"/>
        <source>Opened %1 (%2)</source>
        <translation>%1を開きました（%2）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="509"/>
        <source>File Not Found</source>
        <translation>ファイルが見つかりません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="510"/>
        <source>%1 no longer exists.</source>
        <translation>%1はもうありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="511"/>
        <source>It was removed from the recent files.</source>
        <translation>最近使ったファイルから削除しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="537"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="538"/>
        <source>%1 is a %2 file, which cannot hold everything in this game.</source>
        <translation>%1は%2ファイルで、この対局のすべてを保存できません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="540"/>
        <source>It would lose: %1.</source>
        <translation>失われるもの：%1。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="541"/>
        <source>Save the game in another file?</source>
        <translation>別のファイルに保存しますか？</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="561"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="574"/>
        <source>Save Game As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="575"/>
        <source>%1 cannot hold everything in this game.</source>
        <translation>%1ではこの対局のすべてを保存できません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="576"/>
        <source>The file will not have: %1.</source>
        <translation>ファイルに含まれないもの：%1。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="616"/>
        <source>Saved %1</source>
        <translation>%1を保存しました</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="623"/>
        <source>Cannot Save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="624"/>
        <source>The game could not be written to %1 as %2.</source>
        <translation>対局を%2として%1に書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="638"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="647"/>
        <source>Export as %1</source>
        <translation>%1でエクスポート</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="639"/>
        <source>This game cannot be exported as %1.</source>
        <translation>この対局は%1でエクスポートできません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="671"/>
        <source>Exported %1</source>
        <translation>%1をエクスポートしました</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="675"/>
        <source>left out: %1</source>
        <translation>含まれないもの：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="698"/>
        <source>Position after %1</source>
        <translation>図は%1まで</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="719"/>
        <source>Game copied as %1</source>
        <translation>棋譜を%1でコピーしました</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="726"/>
        <source>Position copied (SFEN)</source>
        <translation>局面をコピーしました（SFEN）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="731"/>
        <source>The clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="743"/>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="746"/>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="747"/>
        <source>%1 holds no game or position this program reads.</source>
        <translation>%1には、このプログラムで読める棋譜や局面がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="748"/>
        <source>Paste KIF, KI2, CSA, JKF, a USI position, an SFEN or a Shogi Desktop record.</source>
        <translation>KIF、KI2、CSA、JKF、USIの局面、SFEN、将棋デスクトップ棋譜を貼り付けてください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="759"/>
        <source>Pasted a %1</source>
        <translation>%1を貼り付けました</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="781"/>
        <source>Only the first file dropped is opened.</source>
        <translation>ドロップされた最初のファイルだけを開きます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="786"/>
        <source>The dropped text</source>
        <translation>ドロップされたテキスト</translation>
    </message>
</context>
<context>
    <name>GainFlow</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="168"/>
        <source>%1: click the piece that gets the magic (Esc cancels the move).</source>
        <translation>%1：魔法をかける駒をクリック（Esc でこの手を取り消し）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="224"/>
        <source>%1 rolled %2. %3</source>
        <translation>%1の出目は%2。%3</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="319"/>
        <source>That engine cannot analyse this game&apos;s rules: choose the built-in engine, or a Fairy-Stockfish checked for this variant (Engines...).</source>
        <translation>そのエンジンはこの対局のルールを解析できません。内蔵エンジンか、この変則将棋で確認済みの Fairy-Stockfish を選んでください（エンジン管理）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="327"/>
        <source>The engine cannot be started: %1</source>
        <translation>エンジンを起動できません：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="345"/>
        <source>Paused while the whole game is analysed.</source>
        <translation>棋譜解析の間は一時停止しています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="347"/>
        <source>Analysing the game…</source>
        <translation>棋譜を解析しています…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="362"/>
        <source>Game analysis cancelled.</source>
        <translation>棋譜解析を中止しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="403"/>
        <source>Game analysis cancelled: another game is on show.</source>
        <translation>別の棋譜が表示されたため、棋譜解析を中止しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="432"/>
        <source>Game analysis stopped: the engine stopped working (%1).</source>
        <translation>棋譜解析を中断しました：エンジンが停止しました（%1）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="439"/>
        <source>Game analysis stopped: %1</source>
        <translation>棋譜解析を中断しました：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="521"/>
        <source>Game analysis finished: %1</source>
        <translation>棋譜解析が終わりました：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="529"/>
        <source>Analysing %v / %m</source>
        <translation>解析中 %v / %m</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="530"/>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="531"/>
        <source>Cancel the game analysis</source>
        <translation>棋譜解析を中止します</translation>
    </message>
</context>
<context>
    <name>GameAnalysisDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="219"/>
        <source>Analyse Game</source>
        <translation>棋譜解析</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="220"/>
        <source>Engine:</source>
        <translation>エンジン：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="221"/>
        <source>Seconds per position:</source>
        <translation>1局面あたりの秒数：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="222"/>
        <source>Nodes per position:</source>
        <translation>1局面あたりの局面数：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="223"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="224"/>
        <source>Write the evaluation and the best move into each move&apos;s comment</source>
        <translation>評価値と最善手を各指し手のコメントに書き込む</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="225"/>
        <source>Every position of the main line is analysed; moves are marked ?! (inaccuracy), ? (mistake) or ?? (blunder) by what they cost in winning chances.</source>
        <translation>本譜のすべての局面を解析し、勝率を下げた度合いで指し手に ?!（疑問手）、?（悪手）、??（大悪手）の印を付けます。</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="34"/>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="35"/>
        <source>Resign this game?</source>
        <translation>投了しますか？</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="36"/>
        <source>%1 resigns and %2 wins.</source>
        <translation>%1が投了し、%2の勝ちになります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="38"/>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="45"/>
        <source>Draw by Agreement</source>
        <translation>合意による引き分け</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="46"/>
        <source>End this game as a draw?</source>
        <translation>この対局を引き分けで終えますか？</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="47"/>
        <source>Both players agree to a draw; the game ends.</source>
        <translation>両対局者の合意で引き分けとし、対局を終えます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="48"/>
        <source>&amp;Draw</source>
        <translation>引き分け(&amp;D)</translation>
    </message>
</context>
<context>
    <name>GameNames</name>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="65"/>
        <source>Cards, first edition</source>
        <translation>カード将棋（初版）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="66"/>
        <source>Cards, second edition</source>
        <translation>カード将棋（第二版）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="68"/>
        <source>Ōshō Fantasista (fairies and magic)</source>
        <translation>王将ファンタジスタ（妖精と魔法）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="75"/>
        <source>Even game</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="92"/>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="107"/>
        <source>Custom handicap</source>
        <translation>カスタム駒落ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="105"/>
        <source>%1 without %2</source>
        <translation>%1は%2なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="115"/>
        <source>Black (shitate)</source>
        <translation>下手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="116"/>
        <source>White (uwate)</source>
        <translation>上手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="130"/>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="140"/>
        <source>from a set-up position</source>
        <translation>指定局面から</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="15"/>
        <source>Checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="16"/>
        <source>No legal move (stalemate): the side to move loses</source>
        <translation>指す手がありません（手番側の負け）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="17"/>
        <source>Resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="18"/>
        <source>Time forfeit</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="19"/>
        <source>Fourfold repetition (sennichite)</source>
        <translation>千日手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="20"/>
        <source>Perpetual check: the checking side loses</source>
        <translation>連続王手の千日手（王手をかけた側の負け）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="21"/>
        <source>Impasse declaration (nyūgyoku)</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="22"/>
        <source>Draw by agreement</source>
        <translation>合意による引き分け（持将棋）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="23"/>
        <source>Illegal move (foul)</source>
        <translation>反則</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="24"/>
        <source>Game aborted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="25"/>
        <source>No mate (不詰)</source>
        <translation>不詰</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="26"/>
        <source>Adjourned with a sealed move (封じ手)</source>
        <translation>封じ手（指し掛け）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="27"/>
        <source>Won by default (不戦勝)</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="28"/>
        <source>Move limit reached (最大手数)</source>
        <translation>最大手数に達しました</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="36"/>
        <source>No result</source>
        <translation>勝敗なし</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="38"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="44"/>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="81"/>
        <source>Game Over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="86"/>
        <source>Moves played: %1</source>
        <translation>手数：%1手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="88"/>
        <source>New Game…</source>
        <translation>新規対局…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="89"/>
        <source>Save Record…</source>
        <translation>棋譜を保存…</translation>
    </message>
</context>
<context>
    <name>GameTableModel</name>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="168"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="168"/>
        <source>Black</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="168"/>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="169"/>
        <source>Variant</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="169"/>
        <source>Handicap</source>
        <translation>手合割</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="169"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="170"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="170"/>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="170"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
</context>
<context>
    <name>GraphDock</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="193"/>
        <source>Graph</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="194"/>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="203"/>
        <source>Material balance</source>
        <translation>駒割り</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="197"/>
        <source>Ply</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="199"/>
        <source>Pawns (☗ ahead &gt; 0)</source>
        <translation>評価値・歩（☗有利が正）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="200"/>
        <source>Evaluation (blue) and material balance (brown)</source>
        <translation>評価値（青）と駒の損得（茶）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="202"/>
        <source>Material (☗ ahead &gt; 0)</source>
        <translation>駒割り（☗有利が正）</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../shogi_desktop/ui/help/rules_window.py" line="43"/>
        <source>Standard shogi</source>
        <translation>本将棋</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/rules_window.py" line="44"/>
        <source>Handicaps</source>
        <translation>駒落ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="59"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="60"/>
        <source>&amp;Rules of Play</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="61"/>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>キーボードショートカット(&amp;K)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="62"/>
        <source>&amp;About Shogi Desktop</source>
        <translation>将棋デスクトップについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="113"/>
        <source>&lt;b&gt;Shogi Desktop %1&lt;/b&gt;&lt;br&gt;Play and study shogi, its handicaps and variants, the card add-on and Ōshō Fantasista, offline.</source>
        <translation>&lt;b&gt;将棋デスクトップ %1&lt;/b&gt;&lt;br&gt;本将棋・駒落ち・変則将棋・カード将棋・王将ファンタジスタを、オフラインで指して学べます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="115"/>
        <source>Rules: Help → Rules of Play. Keys: Help → Keyboard Shortcuts.</source>
        <translation>ルール：ヘルプ → ルール。キー操作：ヘルプ → キーボードショートカット。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="116"/>
        <source>Piece faces: Noto Serif CJK JP; interface font: Noto Sans CJK JP (SIL Open Font License).</source>
        <translation>駒の書体：Noto Serif CJK JP、画面の書体：Noto Sans CJK JP（SIL Open Font License）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="125"/>
        <source>About Shogi Desktop</source>
        <translation>将棋デスクトップについて</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="135"/>
        <source>Import Report</source>
        <translation>取り込みの結果</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="140"/>
        <source>%1, %2, %3.</source>
        <translation>%1。%2、%3。</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="136"/>
        <source>%n game(s) added</source>
        <translation>
            <numerusform>%n局を追加しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="137"/>
        <source>%n already in the library</source>
        <translation>
            <numerusform>%n局は登録済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="138"/>
        <source>%n file(s) could not be read</source>
        <translation>
            <numerusform>%nファイルは読めませんでした</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="142"/>
        <source>%1, %2.</source>
        <translation>%1。%2。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="144"/>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="146"/>
        <source>The import was cancelled after %1 of %n file(s).</source>
        <translation>
            <numerusform>%nファイル中%1ファイルで取り込みを中止しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>KifuMessages</name>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="38"/>
        <source>This is not a kifu format this program reads (KIF, KI2, CSA, JKF, a USI position, an SFEN or a Shogi Desktop record).</source>
        <translation>このプログラムが読める棋譜形式ではありません（KIF、KI2、CSA、JKF、USI の局面、SFEN、Shogi Desktop の棋譜）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="40"/>
        <source>Unknown format %1.</source>
        <translation>不明な形式 %1 です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="41"/>
        <source>The file holds no game: it is empty.</source>
        <translation>ファイルに対局がありません（空のファイルです）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="42"/>
        <source>The file is not text in UTF-8 or Shift_JIS (byte 0x%1 at byte %2).</source>
        <translation>UTF-8 でも Shift_JIS でもないファイルです（%2 バイト目に 0x%1）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="43"/>
        <source>The file starts with a UTF-8 mark but is not UTF-8 (byte 0x%1 at byte %2).</source>
        <translation>UTF-8 の印で始まりますが UTF-8 ではありません（%2 バイト目に 0x%1）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="44"/>
        <source>The file starts with a UTF-16 mark but is not UTF-16 (byte 0x%1 at byte %2).</source>
        <translation>UTF-16 の印で始まりますが UTF-16 ではありません（%2 バイト目に 0x%1）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="46"/>
        <source>The character %1 cannot be written in %2.</source>
        <translation>文字 %1 は %2 で書けません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="47"/>
        <source>The record holds more than %1 moves and variations, more than this program reads.</source>
        <translation>指し手と変化が %1 を超えています。このプログラムが読める量を超えています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="49"/>
        <source>Unknown variant %1.</source>
        <translation>不明な変則将棋 %1 です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="50"/>
        <source>The start position cannot be read.</source>
        <translation>開始局面が読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="51"/>
        <source>No game can be played from this position.</source>
        <translation>この局面からは対局できません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="52"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 はこの局面で指せない手です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="53"/>
        <source>The action %1 is not legal here.</source>
        <translation>アクション %1 はこの局面で使えません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="54"/>
        <source>%1 is not an action this game knows.</source>
        <translation>%1 はこの対局のアクションではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="55"/>
        <source>A move after the end of the game.</source>
        <translation>終局の後に指し手があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="56"/>
        <source>A second ending.</source>
        <translation>終局が二度あります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="57"/>
        <source>The file could not be read because of an error in this program (%1). The error has been written to the log.</source>
        <translation>このプログラムの不具合のため読めませんでした（%1）。不具合はログに記録しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="65"/>
        <source>Expected a move such as ７六歩 or ７六歩(77), found %1.</source>
        <translation>７六歩 や ７六歩(77) のような指し手のところに %1 があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="66"/>
        <source>Expected a move or an ending after the move number.</source>
        <translation>手数の後に指し手か終局がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="67"/>
        <source>Expected move %1, found move %2.</source>
        <translation>%1手目のところが %2手目になっています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="68"/>
        <source>The move number %1 is too large.</source>
        <translation>手数 %1 が大きすぎます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="69"/>
        <source>Bad time %1: expected minutes:seconds, such as 1:05.</source>
        <translation>消費時間 %1 が読めません（1:05 のような分:秒）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="70"/>
        <source>A board diagram among the moves (expected a move line).</source>
        <translation>指し手の間に盤面図があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="71"/>
        <source>変則： must come before the board diagram.</source>
        <translation>変則：は盤面図より前に書きます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="72"/>
        <source>変化：%1手 does not branch from the line before it (which ends at move %2).</source>
        <translation>変化：%1手 が前の手順から分かれていません（前の手順は %2 手まで）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="73"/>
        <source>Unknown handicap %1 (expected 平手, 香落ち, 角落ち, … or a board diagram).</source>
        <translation>不明な手合割 %1 です（平手、香落ち、角落ち…または盤面図）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="75"/>
        <source>手合割：その他 needs a board diagram.</source>
        <translation>手合割：その他 には盤面図が要ります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="76"/>
        <source>The position in 変則SFEN： cannot be read.</source>
        <translation>変則SFEN：の局面が読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="77"/>
        <source>The board diagram is not the position 変則SFEN： gives on line %1.</source>
        <translation>盤面図が %1 行目の変則SFEN：の局面と違います。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="78"/>
        <source>Unknown handicap %1 in 変則手合割：.</source>
        <translation>変則手合割：の %1 は不明な手合割です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="79"/>
        <source>A bad #event line (expected JSON).</source>
        <translation>#event 行が読めません（JSON ではありません）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="80"/>
        <source>Expected 】 after the action.</source>
        <translation>アクションの後に 】 がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="81"/>
        <source>Expected a move before the next ▲ or △.</source>
        <translation>次の ▲ か △ の前に指し手がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="82"/>
        <source>Unexpected %1 after the move %2.</source>
        <translation>指し手 %2 の後に余計な %1 があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="83"/>
        <source>Expected the source square, such as (77), or 打.</source>
        <translation>(77) のような移動元か 打 がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="84"/>
        <source>No %1 piece on %2.</source>
        <translation>%2 に%1の駒がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="85"/>
        <source>%1 holds %2, not %3.</source>
        <translation>%1 の駒は%3ではなく%2です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="86"/>
        <source>A promoted piece (%1) cannot be dropped.</source>
        <translation>成駒（%1）は打てません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="87"/>
        <source>同 (the same square) but there is no move before.</source>
        <translation>同 とありますが前の指し手がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="88"/>
        <source>%1打 is not a legal drop here.</source>
        <translation>%1打 はこの局面で打てません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="89"/>
        <source>No %1 can move to %2 here.</source>
        <translation>%2 に動ける%1がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="90"/>
        <source>No %1 fits %2 here.</source>
        <translation>%2 にあてはまる%1がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="91"/>
        <source>%1 is ambiguous: the %2 on %3 can all go there.</source>
        <translation>%1 ではどの駒か決まりません（%3 の%2がどれも動けます）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="92"/>
        <source>%1 is not legal here.</source>
        <translation>%1 はこの局面で指せません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="95"/>
        <source>Expected a piece, v or ・ in the board row, found %1.</source>
        <translation>盤面図の段に駒、v、・ 以外の %1 があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="96"/>
        <source>Expected | after the ninth square.</source>
        <translation>9 マス目の後に | がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="97"/>
        <source>Board rank %1 is given twice.</source>
        <translation>盤面図の%1段目が二度あります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="98"/>
        <source>The board has more than nine ranks.</source>
        <translation>盤面図が 9 段を超えています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="99"/>
        <source>The board diagram lacks rank %1.</source>
        <translation>盤面図に%1段目がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="100"/>
        <source>Expected a piece in hand, found %1.</source>
        <translation>持駒のところに %1 があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="101"/>
        <source>Bad count %1 for %2.</source>
        <translation>%2 の枚数 %1 が読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="102"/>
        <source>Expected a board diagram (rows starting with |).</source>
        <translation>盤面図（| で始まる行）がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="109"/>
        <source>PI must come before any other P line.</source>
        <translation>PI はほかの P 行より前に書きます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="110"/>
        <source>Bad PI entry %1: expected a square and a piece, such as 82HI.</source>
        <translation>PI の %1 が読めません（82HI のようにマスと駒）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="111"/>
        <source>PI: no %1 to remove on %2.</source>
        <translation>PI：%2 に取り除く %1 がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="112"/>
        <source>P1..P9 cannot be combined with PI.</source>
        <translation>P1〜P9 と PI は一緒に使えません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="113"/>
        <source>Bad square in P%1: expected &apos; * &apos;, &apos;+FU&apos;, &apos;-KY&apos;, …, found %2.</source>
        <translation>P%1 のマスが読めません（&apos; * &apos;、&apos;+FU&apos;、&apos;-KY&apos; などのところに %2）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="94"/>
        <source>A board row has the wrong number of squares: %1, expected 9.</source>
        <translation>盤面図の段が %1 マスです（9 マスのはず）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="114"/>
        <source>P%1 has the wrong number of squares: %2, expected 9.</source>
        <translation>P%1 が %2 マスです（9 マスのはず）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="115"/>
        <source>Unexpected text after the ninth square of P%1: %2.</source>
        <translation>P%1 の 9 マス目の後に余計な %2 があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="116"/>
        <source>Bad piece %1: expected a square and a piece, such as 22KA or 00FU.</source>
        <translation>駒 %1 が読めません（22KA や 00FU のように）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="117"/>
        <source>00AL must end the line.</source>
        <translation>00AL は行の最後に書きます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="118"/>
        <source>%1 cannot be in hand.</source>
        <translation>%1 は持駒にできません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="119"/>
        <source>Bad square %1.</source>
        <translation>マス %1 が読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="120"/>
        <source>Bad game information %1: expected $KEY:value.</source>
        <translation>対局情報 %1 が読めません（$KEY:値）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="121"/>
        <source>A position line after the moves began.</source>
        <translation>指し手の後に局面の行があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="122"/>
        <source>Bad position line %1: expected PI, P1..P9, P+ or P-.</source>
        <translation>局面の行 %1 が読めません（PI、P1〜P9、P+、P-）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="123"/>
        <source>The side to move is given twice.</source>
        <translation>手番が二度書かれています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="124"/>
        <source>Bad move %1: expected a sign, two squares and a piece, such as +7776FU.</source>
        <translation>指し手 %1 が読めません（+7776FU のように符号、二つのマス、駒）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="125"/>
        <source>Bad time %1: expected T and seconds, such as T12.</source>
        <translation>消費時間 %1 が読めません（T12 のように T と秒）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="126"/>
        <source>A time (T) before any move.</source>
        <translation>指し手の前に消費時間（T）があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="127"/>
        <source>Unknown ending %1: expected %TORYO, %CHUDAN, %SENNICHITE, …</source>
        <translation>不明な終局 %1 です（%TORYO、%CHUDAN、%SENNICHITE など）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="128"/>
        <source>Unexpected %1: expected a move, T, %, &apos;, V, N, $ or P line.</source>
        <translation>%1 は読めません（指し手、T、%、&apos;、V、N、$、P の行のはず）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="129"/>
        <source>%1: expected a move by %2.</source>
        <translation>%1：%2の手番です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="130"/>
        <source>%1: unknown piece %2.</source>
        <translation>%1：不明な駒 %2 です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="131"/>
        <source>%1: bad destination square.</source>
        <translation>%1：移動先のマスが読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="132"/>
        <source>%1: bad origin square.</source>
        <translation>%1：移動元のマスが読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="133"/>
        <source>%1: %2 cannot be dropped.</source>
        <translation>%1：%2 は打てません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="134"/>
        <source>%1: no piece on %2.</source>
        <translation>%1：%2 に駒がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="135"/>
        <source>%1: the piece on %2 is the opponent&apos;s.</source>
        <translation>%1：%2 の駒は相手の駒です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="136"/>
        <source>%1: the piece on %2 is %3, not %4.</source>
        <translation>%1：%2 の駒は %4 ではなく %3 です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="143"/>
        <source>This is not valid JSON.</source>
        <translation>正しい JSON ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="144"/>
        <source>The JSON nests too deeply.</source>
        <translation>JSON の入れ子が深すぎます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="145"/>
        <source>%1: %2 is not a number this program accepts (finite, in range).</source>
        <translation>%1：%2 は使える数ではありません（有限で範囲内の数）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="146"/>
        <source>%1 is not a number this program accepts (finite, in range).</source>
        <translation>%1 は使える数ではありません（有限で範囲内の数）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="147"/>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="148"/>
        <source>The value at %1 is not one the format allows.</source>
        <translation>%1 の値はこの形式で使えない値です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="149"/>
        <source>%1: %2 is not a legal move here.</source>
        <translation>%1：%2 はこの局面で指せない手です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="150"/>
        <source>%1: a move after the end of the game.</source>
        <translation>%1：終局の後に指し手があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="151"/>
        <source>This is not a Shogi Desktop record.</source>
        <translation>Shogi Desktop の棋譜ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="152"/>
        <source>Version %1: written by a newer Shogi Desktop (this one reads up to %2).</source>
        <translation>バージョン %1：新しい Shogi Desktop で書かれています（これが読めるのは %2 まで）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="154"/>
        <source>Nothing to read: expected &apos;position startpos&apos;, an SFEN or moves.</source>
        <translation>読むものがありません（&apos;position startpos&apos;、SFEN、または指し手）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="155"/>
        <source>Expected &apos;startpos&apos; or &apos;sfen&apos; after &apos;position&apos;.</source>
        <translation>&apos;position&apos; の後に &apos;startpos&apos; か &apos;sfen&apos; がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="156"/>
        <source>An incomplete SFEN: expected BOARD SIDE HAND [MOVE-NUMBER].</source>
        <translation>SFEN が足りません（盤面 手番 持駒 [手数]）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="157"/>
        <source>The SFEN cannot be read.</source>
        <translation>SFEN が読めません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="158"/>
        <source>Unexpected %1: expected &apos;position&apos;, &apos;startpos&apos;, &apos;sfen&apos;, an SFEN or a move.</source>
        <translation>%1 は読めません（&apos;position&apos;、&apos;startpos&apos;、&apos;sfen&apos;、SFEN、または指し手）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="160"/>
        <source>Bad move %1: expected USI such as 7g7f, 8h2b+ or P*5e.</source>
        <translation>指し手 %1 が読めません（7g7f、8h2b+、P*5e のような USI）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="161"/>
        <source>A word of %1 characters: no USI move or SFEN field is that long.</source>
        <translation>%1 文字の語があります。USI の指し手や SFEN にそんなに長いものはありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="163"/>
        <source>This position breaks a rule of play, so no game reaches it; it was opened so that it can be studied.</source>
        <translation>この局面は将棋のルールに反しているため、実戦では現れません。検討できるように開きました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="165"/>
        <source>Move %1 (%2) is not legal: the game was read up to move %3 and ends with %4&apos;s loss by an illegal move (反則負け).</source>
        <translation>%1手目（%2）は反則手です。%3手目まで読み、%4の反則負けで終局としました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="167"/>
        <source>A second ending (%1) after the first one was left out.</source>
        <translation>最初の終局の後にある二つ目の終局（%1）は読みませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="168"/>
        <source>Move %1 is numbered %2 in the file; it was read as move %1.</source>
        <translation>%1手目がファイルでは %2 手目と書かれています。%1手目として読みました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="169"/>
        <source>%1 after the ninth square of P%2 was left out.</source>
        <translation>P%2 の 9 マス目の後の %1 は読みませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="176"/>
        <source>sente</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="176"/>
        <source>gote</source>
        <translation>後手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="177"/>
        <source>Black</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="177"/>
        <source>White</source>
        <translation>後手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="178"/>
        <source>Black (+)</source>
        <translation>先手（+）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="178"/>
        <source>White (-)</source>
        <translation>後手（-）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="184"/>
        <source>The file cannot be read (%1).</source>
        <translation>ファイルが読めません（%1）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="200"/>
        <source>Line %1, column %2</source>
        <translation>%1行目 %2文字目</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="225"/>
        <source>.</source>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="176"/>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="177"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="178"/>
        <source>Show solution</source>
        <translation>正解を見る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="179"/>
        <source>Try again</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="180"/>
        <source>Read the rule</source>
        <translation>ルールを読む</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="181"/>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="182"/>
        <source>Hints and the solution appear here when you ask for them.</source>
        <translation>ヒントと正解は、求めるとここに表示されます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="184"/>
        <source>Some of your lesson files have problems; those lessons were left out:</source>
        <translation>レッスンファイルに問題があります。次のレッスンは読み込みませんでした：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="215"/>
        <source>Your lessons</source>
        <translation>自作のレッスン</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="235"/>
        <source>Solved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="239"/>
        <source>%1 of %2 lessons solved</source>
        <translation>%2 問中 %1 問 正解</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="297"/>
        <source>You play Black (☗).</source>
        <translation>あなたは先手（☗）です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="297"/>
        <source>You play White (☖).</source>
        <translation>あなたは後手（☖）です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="305"/>
        <source>Hint %1: %2</source>
        <translation>ヒント %1：%2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="310"/>
        <source>Solution: %1</source>
        <translation>正解：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="346"/>
        <source>Right. The answer is %1; your move again.</source>
        <translation>その通り。相手は %1 と応じました。続けてどうぞ。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="355"/>
        <source>Solved!</source>
        <translation>正解です！</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="430"/>
        <source>The solution is played on the board. Press Try again to play it yourself.</source>
        <translation>盤上で正解を再生しています。自分で指すには「やり直す」を押してください。</translation>
    </message>
</context>
<context>
    <name>LibraryService</name>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="717"/>
        <source>Another program is using the game library, so it cannot be opened now. Try again in a moment; games you finish meanwhile are kept and listed then.</source>
        <translation>別のプログラムが棋譜ライブラリを使っているため、いまは開けません。少ししてからもう一度お試しください。その間に終わった対局は保存され、開いたときに一覧に加わります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="721"/>
        <source>The game library cannot be opened: %1</source>
        <translation>棋譜ライブラリを開けません：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="728"/>
        <source>%n game(s) that an interrupted import or save had not listed yet were added to the library.</source>
        <translation>
            <numerusform>中断された取り込みや保存でまだ一覧になかった %n 局をライブラリに加えました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="734"/>
        <source>Game Library</source>
        <translation>棋譜ライブラリ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="724"/>
        <source>The library database was damaged. It was rebuilt from %1 saved records; the damaged file was kept as %2.</source>
        <translation>ライブラリのデータベースが壊れていました。保存済みの棋譜%1局から作り直しました。壊れたファイルは%2として残してあります。</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="78"/>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="81"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="389"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="83"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="390"/>
        <source>Unfinished</source>
        <translation>未決着</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="90"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="345"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="510"/>
        <source>Game Library</source>
        <translation>棋譜ライブラリ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="346"/>
        <source>Player:</source>
        <translation>対局者：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="347"/>
        <source>Part of either player&apos;s name</source>
        <translation>先手・後手の名前の一部</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="348"/>
        <source>Comment:</source>
        <translation>コメント：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="349"/>
        <source>Text in the comments</source>
        <translation>コメント中の文字列</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="350"/>
        <source>Date:</source>
        <translation>日付：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="351"/>
        <source>Variant:</source>
        <translation>種類：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="352"/>
        <source>Handicap:</source>
        <translation>手合割：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="353"/>
        <source>Result:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="354"/>
        <source>Tag:</source>
        <translation>タグ：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="357"/>
        <source>Any tag</source>
        <translation>すべてのタグ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="358"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="359"/>
        <source>&amp;Tags...</source>
        <translation>タグ(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="360"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="361"/>
        <source>&amp;Export...</source>
        <translation>エクスポート(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="362"/>
        <source>&amp;Import Folder...</source>
        <translation>フォルダを取り込む(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="363"/>
        <source>&amp;Continue Import</source>
        <translation>取り込みを続ける(&amp;C)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="364"/>
        <source>Import the rest of the folder whose import was cancelled or interrupted (the files already read are skipped)</source>
        <translation>中止または中断された取り込みの残りを取り込みます（読み込み済みのファイルは飛ばします）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="366"/>
        <source>&amp;Refresh</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="367"/>
        <source>Library Tool Bar</source>
        <translation>ライブラリのツールバー</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="386"/>
        <source>Any result</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="387"/>
        <source>Black (☗) won</source>
        <translation>先手（☗）勝ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="388"/>
        <source>White (☖) won</source>
        <translation>後手（☖）勝ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="399"/>
        <source>Any variant</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="400"/>
        <source>Any handicap</source>
        <translation>すべての手合割</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="457"/>
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%n局中%1局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="544"/>
        <source>Delete %n game(s) from the library? Their record files are removed too.</source>
        <translation>
            <numerusform>%n局をライブラリから削除しますか？ 棋譜ファイルも削除されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="558"/>
        <source>%n game(s) deleted</source>
        <translation>
            <numerusform>%n局を削除しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="581"/>
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>%n局を%1に書き出しました</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="474"/>
        <source>Another program is using the library, so it was opened for reading only: games can be searched, opened and exported, but not added, tagged or deleted. Close the other program and open the library again to change it.</source>
        <translation>別のプログラムがライブラリを使っているため、読み取り専用で開きました。検索・表示・書き出しはできますが、追加・タグ付け・削除はできません。変更するにはそのプログラムを閉じてからライブラリを開き直してください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="478"/>
        <source>The library folder %1 cannot be written, so the library was opened for reading only: games can be searched, opened and exported, but not added, tagged or deleted.</source>
        <translation>ライブラリのフォルダー %1 に書き込めないため、読み取り専用で開きました。検索・表示・書き出しはできますが、追加・タグ付け・削除はできません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="482"/>
        <source>The import of %1 did not finish. Continue Import reads the files it has not read yet.</source>
        <translation>%1 の取り込みが終わっていません。「取り込みを続ける」で、まだ読んでいないファイルを取り込みます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="521"/>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="522"/>
        <source>Tags, separated by commas:</source>
        <translation>タグ（カンマ区切り）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="543"/>
        <source>Delete Games</source>
        <translation>棋譜の削除</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="566"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="578"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="584"/>
        <source>Export Games</source>
        <translation>棋譜のエクスポート</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="566"/>
        <source>Format:</source>
        <translation>形式：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="570"/>
        <source>Export to Folder</source>
        <translation>書き出し先のフォルダ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="583"/>
        <source>Not exported:</source>
        <translation>書き出せなかった棋譜：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="590"/>
        <source>Import a Folder of Kifu Files</source>
        <translation>棋譜ファイルのフォルダを取り込む</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="621"/>
        <source>Importing</source>
        <translation>取り込み中</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="622"/>
        <source>Looking for kifu files in %1…</source>
        <translation>%1の棋譜ファイルを探しています…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="623"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="646"/>
        <source>Importing %1 of %2: %3</source>
        <translation>取り込み中 %1 / %2：%3</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="669"/>
        <source>Import</source>
        <translation>取り込み</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="61"/>
        <source>Another program is using the library: try the import again when it is done.</source>
        <translation>別のプログラムがライブラリを使っています。終わってからもう一度取り込んでください。</translation>
    </message>
</context>
<context>
    <name>MagicDock</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="96"/>
        <source>Magic</source>
        <translation>魔法</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="97"/>
        <source>Cancel magic</source>
        <translation>魔法を取り消す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="98"/>
        <source>Leave magic mode (Esc or a right click on the board)</source>
        <translation>魔法モードを終える（Esc か盤上で右クリック）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="131"/>
        <source>%1 (a piece on the board)</source>
        <translation>%1（盤上の駒）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="158"/>
        <source>Use</source>
        <translation>使う</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="172"/>
        <source>No magic held</source>
        <translation>魔法なし</translation>
    </message>
</context>
<context>
    <name>MagicMode</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/mode.py" line="22"/>
        <source>Magic cancelled.</source>
        <translation>魔法を取り消しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/mode.py" line="24"/>
        <source>Magic: %1 (Esc or right click cancels).</source>
        <translation>魔法：%1（Escか右クリックで取り消し）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/mode.py" line="26"/>
        <source>Magic: %1, or the marked square to stop here (Esc or right click cancels).</source>
        <translation>魔法：%1、または印の升をクリックしてここで止める（Escか右クリックで取り消し）。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="362"/>
        <source>Shogi Desktop</source>
        <translation>将棋デスクトップ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="363"/>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="364"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="365"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="366"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="369"/>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="370"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="373"/>
        <source>&amp;New Game...</source>
        <translation>新規対局(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="373"/>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="374"/>
        <source>&amp;Draw by Agreement</source>
        <translation>合意で引き分け（持将棋）(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="375"/>
        <source>Declare &amp;Impasse (入玉宣言)</source>
        <translation>入玉宣言(&amp;I)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="376"/>
        <source>&amp;Position Editor...</source>
        <translation>局面編集(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="377"/>
        <source>&amp;Engines...</source>
        <translation>エンジン管理(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="378"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="379"/>
        <source>&amp;Take Back</source>
        <translation>待った(&amp;T)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="380"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="381"/>
        <source>&amp;Flip Board</source>
        <translation>盤面反転(&amp;F)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="382"/>
        <source>First Move</source>
        <translation>最初の局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="383"/>
        <source>Previous Move</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="384"/>
        <source>Next Move</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="385"/>
        <source>Last Move</source>
        <translation>最後の局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="386"/>
        <source>Previous Variation</source>
        <translation>前の変化</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="387"/>
        <source>Next Variation</source>
        <translation>次の変化</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="388"/>
        <source>Show &amp;Legal Moves</source>
        <translation>指せる場所を表示(&amp;L)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="389"/>
        <source>&amp;Mute Sounds</source>
        <translation>消音(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="390"/>
        <source>&amp;Japanese (１一)</source>
        <translation>日本式（１一）(&amp;J)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="391"/>
        <source>&amp;USI (1a)</source>
        <translation>USI式（1a）(&amp;U)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="392"/>
        <source>&amp;System Language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="395"/>
        <source>&amp;Piece Guide...</source>
        <translation>駒の動き(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="399"/>
        <source>Material &amp;Graph</source>
        <translation>駒割りグラフ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="400"/>
        <source>&amp;Library...</source>
        <translation>棋譜ライブラリ(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="401"/>
        <source>&amp;Move List</source>
        <translation>棋譜(&amp;M)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="402"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="403"/>
        <source>Tool Bar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="525"/>
        <source>New game</source>
        <translation>新しい対局を始めました</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="541"/>
        <source>The impasse declaration is not valid here (27-point rule: king in the enemy camp, ten pieces there, enough points, not in check).</source>
        <translation>ここでは入玉宣言できません（27点法：玉が敵陣にあり、敵陣に玉以外の駒が10枚以上、点数が足り、王手がかかっていないこと）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="547"/>
        <source>Nothing to take back here.</source>
        <translation>戻せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="557"/>
        <source>Nothing to redo.</source>
        <translation>やり直せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="671"/>
        <location filename="../shogi_desktop/ui/main_window.py" line="672"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="676"/>
        <source>The computer could not move: %1</source>
        <translation>コンピュータが指せませんでした：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="91"/>
        <source>computer, level %1</source>
        <translation>コンピュータ（レベル%1）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="107"/>
        <source>byoyomi %1</source>
        <translation>秒読み %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="122"/>
        <source>Move %1 — %2 to move</source>
        <translation>%1手目 — %2の手番</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="125"/>
        <source>Check!</source>
        <translation>王手！</translation>
    </message>
</context>
<context>
    <name>MateSearchDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="97"/>
        <source>Searching…</source>
        <translation>探索中…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="106"/>
        <source>Stopping…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="119"/>
        <source>The mate search failed: %1</source>
        <translation>詰み探索に失敗しました：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="125"/>
        <source>%Ln position(s) searched, %1 s</source>
        <translation>
            <numerusform>探索局面数 %Ln、%1 秒</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="127"/>
        <source>A mate in %1 is found; looking for a shorter one…</source>
        <translation>%1手詰を発見。より短い詰みを探しています…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="141"/>
        <source>There is no mate: every check has been refuted.</source>
        <translation>詰みはありません：すべての王手に逃れがあります（不詰）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="143"/>
        <source>No mate found: every mating try passes a magic gain (a die roll), and the search does not count on chance.</source>
        <translation>詰みは見つかりませんでした：どの詰み筋も魔法の獲得（サイコロ）を挟み、探索は運に頼る筋を数えません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="146"/>
        <source>Cancelled: no mate found so far.</source>
        <translation>中止しました：ここまでに詰みは見つかっていません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="148"/>
        <source>No mate found within the limit.</source>
        <translation>制限内に詰みは見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="168"/>
        <source>Mate in %1:</source>
        <translation>%1手詰：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="170"/>
        <source>Mate in %1 (a shorter one may exist):</source>
        <translation>%1手詰（より短い詰みがあるかもしれません）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="171"/>
        <source>The line is in the move list after this position.</source>
        <translation>この手順を棋譜のこの局面の後に加えました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="172"/>
        <source>It is not added to the move list: the game goes on from this position.</source>
        <translation>対局がこの局面から続くため、棋譜には加えていません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="191"/>
        <source>Mate Search</source>
        <translation>詰み探索</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="192"/>
        <source>Time limit:</source>
        <translation>制限時間：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="193"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="194"/>
        <source>&amp;Search</source>
        <translation>探索(&amp;S)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="195"/>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="196"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>MateSearchUi</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="52"/>
        <source>Mate search: the side not to move is in check here.</source>
        <translation>詰み探索：手番でない側に王手がかかっています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="54"/>
        <source>Mate search: the side to move is in check; it cannot give mate.</source>
        <translation>詰み探索：手番の側に王手がかかっているため、詰みを探せません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="56"/>
        <source>Mate search: the side to move has no legal move.</source>
        <translation>詰み探索：手番の側に指せる手がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="98"/>
        <source>Mate &amp;Search…</source>
        <translation>詰み探索(&amp;S)…</translation>
    </message>
</context>
<context>
    <name>MoveListWidget</name>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="189"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="189"/>
        <source>Move</source>
        <translation>指し手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="189"/>
        <source>Time</source>
        <translation>消費時間</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="190"/>
        <source>Comment on this move:</source>
        <translation>この手へのコメント：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="191"/>
        <source>Write a comment for the selected move</source>
        <translation>選んだ手へのコメントを書いてください</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="269"/>
        <source>Start: %1</source>
        <translation>開始局面：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="375"/>
        <source>Promote variation</source>
        <translation>変化の順位を上げる</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="378"/>
        <source>Delete from here</source>
        <translation>ここから後を削除</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="448"/>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="449"/>
        <source>Variant:</source>
        <translation>種類：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="450"/>
        <source>Setup:</source>
        <translation>設定：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="451"/>
        <source>Handicap:</source>
        <translation>手合割：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="452"/>
        <source>Custom handicap</source>
        <translation>カスタム駒落ち</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="453"/>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="454"/>
        <source>Time control</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="455"/>
        <source>Main time:</source>
        <translation>持ち時間：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="456"/>
        <source>Byoyomi:</source>
        <translation>秒読み：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="457"/>
        <source>Fischer increment per move:</source>
        <translation>フィッシャー（1手ごとの加算）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="458"/>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="459"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="460"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="461"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="462"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="517"/>
        <source>Name (optional)</source>
        <translation>名前（省略可）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="475"/>
        <source>Even game (hirate)</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="478"/>
        <source>Custom…</source>
        <translation>カスタム…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="484"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="485"/>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="486"/>
        <source>The built-in engine plays this side</source>
        <translation>内蔵エンジンがこの側を指します</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="487"/>
        <source>Level </source>
        <translation>レベル </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="488"/>
        <source>The computer&apos;s strength: 1 (beginner) to 10 (strongest)</source>
        <translation>コンピュータの強さ：1（初心者）〜10（最強）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="489"/>
        <source>Its first moves come from the opening book (Game → Opening Book…): level 10 plays the main lines, levels 1 to 3 soon leave them.</source>
        <translation>序盤は定跡から指します（対局 → 定跡…）。レベル10は本筋を指し、レベル1〜3は早めに定跡を外れます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="522"/>
        <source>A beginner: reads one move ahead, often misses pieces attacked from afar and leaves its own pieces hanging.</source>
        <translation>初心者：1手先を読みます。遠くからの利きを見落としやすく、自分の駒をただで取られるところに置くこともよくあります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="524"/>
        <source>A novice: reads one move ahead, sometimes misses a bishop or rook across the board and now and then leaves a piece hanging.</source>
        <translation>入門者：1手先を読みます。盤の向こうの角や飛車の利きを見落とすことがあり、ときどき駒をただで取られます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="526"/>
        <source>A casual player: reads two moves ahead and overlooks some attacks from afar.</source>
        <translation>初級者：2手先を読みます。遠くからの利きをときどき見落とします。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="527"/>
        <source>A club beginner: reads two moves ahead and sometimes plays a second-best move.</source>
        <translation>初級上位：2手先を読みます。ときどき次善の手を指します。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="528"/>
        <source>An improving player: reads three moves ahead, with some inaccuracies.</source>
        <translation>中級者：3手先を読みます。ときどき緩手を指します。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="529"/>
        <source>An intermediate player: reads three moves ahead, with fewer inaccuracies.</source>
        <translation>中級上位：3手先を読みます。緩手は少なめです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="530"/>
        <source>A solid player: reads four moves ahead, castles and attacks.</source>
        <translation>有段者：4手先を読み、囲いを組んで攻めます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="531"/>
        <source>A strong club player: reads five moves ahead, with rare inaccuracies.</source>
        <translation>強い有段者：5手先を読み、緩手はまれです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="532"/>
        <source>An expert: reads deep and almost never errs on purpose.</source>
        <translation>上級者：深く読み、わざと悪い手を指すことはほとんどありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="533"/>
        <source>The strongest: its full strength in the time it is given; castles its king and plays the main opening lines.</source>
        <translation>最強：与えられた時間で全力を出します。玉を囲い、定跡の本筋を指します。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="622"/>
        <source>%1 moves first</source>
        <translation>%1から指す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="667"/>
        <source>Moves first: %1</source>
        <translation>先に指す側：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="671"/>
        <source>Handicaps apply to standard shogi only</source>
        <translation>駒落ちは本将棋でのみ選べます</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="721"/>
        <source>A Fischer increment needs some main time or byoyomi.</source>
        <translation>フィッシャーの加算には持ち時間か秒読みが必要です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="723"/>
        <source>Set a main time or byoyomi, or switch the time control off.</source>
        <translation>持ち時間か秒読みを設定するか、時間設定をオフにしてください。</translation>
    </message>
</context>
<context>
    <name>PieceGuide</name>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="469"/>
        <source>Piece Guide</source>
        <translation>駒の動き</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="471"/>
        <source>steps one square</source>
        <translation>1升動く</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="472"/>
        <source>slides any distance (bounce points marked)</source>
        <translation>何升でも走る（反射する点に印）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="473"/>
        <source>jumps, over any piece</source>
        <translation>跳ぶ（駒を飛び越える）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="474"/>
        <source>moves there, but cannot capture there</source>
        <translation>動けるが、そこの駒は取れない</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="475"/>
        <source>captures there only</source>
        <translation>駒を取るときだけ動ける</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="476"/>
        <source>captures here and may step again</source>
        <translation>ここで取って、もう1升動ける</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="480"/>
        <source>Click a square to place the piece there. The piece is shown as Black&apos;s (moving up the board).</source>
        <translation>升をクリックすると駒をそこへ置きます。駒は先手の向き（盤の上へ進む）で表示します。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="499"/>
        <source>Its diagonal slides bounce off every edge of the board; a path ends in a corner, at the first piece, or on returning to its start square.</source>
        <translation>斜めに走ると盤の四辺で反射する。隅、最初の駒、元の升に戻ったところで止まる。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="501"/>
        <source>Its diagonal slides bounce off the side edges (files 1 and 9) only.</source>
        <translation>斜めに走ると左右の端（1筋と9筋）でだけ反射する。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="502"/>
        <source>Its diagonal slides bounce off the top and bottom edges (ranks a and i) only.</source>
        <translation>斜めに走ると上下の端（一段目と九段目）でだけ反射する。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="504"/>
        <source>It cannot be captured.</source>
        <translation>相手に取られない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="505"/>
        <source>After capturing with a one-square step it may make a second step in the same turn, capturing again, moving on, or returning to its start square (capture in place, 居食い). A two-step move that captures nothing and comes back is not allowed.</source>
        <translation>1升動いて駒を取ったあと、同じ手番でもう1升動ける（さらに取る、進む、元の升に戻る＝居食い）。何も取らずに元の升へ戻る2歩の動きはできない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="523"/>
        <source>Moves from %1: %2 squares.</source>
        <translation>%1からの動き：%2升。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="525"/>
        <source>Movement (Betza notation): %1</source>
        <translation>動き（Betza記法）：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="527"/>
        <source>Promotes to: %1</source>
        <translation>成ると：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="529"/>
        <source>Promoted from: %1</source>
        <translation>成る前：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="531"/>
        <source>Does not promote.</source>
        <translation>成らない。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="533"/>
        <source>Royal: the game is lost when it is checkmated.</source>
        <translation>玉将格：詰まされると負け。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="541"/>
        <source>Captured by %1: it leaves the game.</source>
        <translation>%1が取ると：盤上から消える（持ち駒にならない）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="543"/>
        <source>Captured by %1: it goes to the hand as %2.</source>
        <translation>%1が取ると：%2として持ち駒になる。</translation>
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
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="370"/>
        <source>Edit Position</source>
        <translation>局面編集</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="371"/>
        <source>Pieces (right click removes)</source>
        <translation>駒（右クリックで削除）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="372"/>
        <source>Eraser</source>
        <translation>消しゴム</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="373"/>
        <source>Flip side</source>
        <translation>先後反転</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="374"/>
        <source>Promote</source>
        <translation>成・不成</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="375"/>
        <source>Click a piece to remove it</source>
        <translation>クリックした駒を取り除きます</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="376"/>
        <source>Click a piece to give it to the other side</source>
        <translation>クリックした駒を相手の駒にします</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="377"/>
        <source>Click a piece to promote or unpromote it</source>
        <translation>クリックした駒を成駒に、成駒は元の駒に戻します</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="383"/>
        <source>Pieces in hand: %1</source>
        <translation>持ち駒：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="386"/>
        <source>Side to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="389"/>
        <source>Start from:</source>
        <translation>初期化：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="390"/>
        <source>Even</source>
        <translation>平手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="391"/>
        <source>Empty</source>
        <translation>空の盤</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="392"/>
        <source>Current</source>
        <translation>現在の局面</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="393"/>
        <source>Save as Lesson...</source>
        <translation>レッスンとして保存...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="394"/>
        <source>Problems:</source>
        <translation>問題点：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="492"/>
        <source>No problems: the position can be played.</source>
        <translation>問題はありません。この局面で対局できます。</translation>
    </message>
</context>
<context>
    <name>PromotionChooser</name>
    <message>
        <location filename="../shogi_desktop/ui/board/promotion_chooser.py" line="42"/>
        <source>Choose: promote (red face) or keep the piece as it is</source>
        <translation>成る（赤い面）か不成かを選んでください</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/board/promotion_chooser.py" line="68"/>
        <source>Promote</source>
        <translation>成る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/board/promotion_chooser.py" line="68"/>
        <source>Keep</source>
        <translation>不成</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/text/qt_strings.py" line="19"/>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/qt_strings.py" line="20"/>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>RealDieDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="69"/>
        <source>Roll the die</source>
        <translation>サイコロを振る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="72"/>
        <source>%1 gains a magic: roll your 20-sided die and enter the face.</source>
        <translation>%1 が魔法を得ます。20面サイコロを振って出た目を入力してください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="79"/>
        <source>Face:</source>
        <translation>出た目：</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="14"/>
        <source>That is not your piece.</source>
        <translation>自分の駒ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="15"/>
        <source>There is no piece there.</source>
        <translation>そこに駒はありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="16"/>
        <source>The piece cannot move there.</source>
        <translation>その駒はそこへ動けません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="17"/>
        <source>One of your own pieces stands there.</source>
        <translation>自分の駒があります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="18"/>
        <source>Your king would be in check (王手放置).</source>
        <translation>王手放置になります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="19"/>
        <source>Two unpromoted pawns on one file (二歩).</source>
        <translation>二歩です。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="20"/>
        <source>Checkmate by a pawn drop (打ち歩詰め).</source>
        <translation>打ち歩詰めです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="22"/>
        <source>A piece dropped there could never move (行き所のない駒).</source>
        <translation>そこに打つと行き所のない駒になります。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="24"/>
        <source>The piece must promote there: it could never move again.</source>
        <translation>そこでは成らなければなりません（行き所のない駒）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="26"/>
        <source>The piece cannot promote on this move.</source>
        <translation>この手では成れません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="27"/>
        <source>You have no such piece in hand.</source>
        <translation>その駒は持ち駒にありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="28"/>
        <source>A piece can only be dropped on an empty square.</source>
        <translation>駒は空いたマスにしか打てません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="30"/>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="31"/>
        <source>That piece cannot be captured.</source>
        <translation>その駒は取れません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="34"/>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="35"/>
        <source>Illegal move.</source>
        <translation>指せない手です。</translation>
    </message>
</context>
<context>
    <name>ReservedFacesDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="71"/>
        <source>Reserved faces 9–18</source>
        <translation>保留の目 9〜18</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="73"/>
        <source>By default a reserved face gives the 4–8 result of the fairy&apos;s table. Any face may give another magic, of any fairy.</source>
        <translation>保留の目は通常、妖精の表の4〜8の結果になります。どの目にも、どの妖精の魔法でも割り当てられます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="81"/>
        <source>Default: %1</source>
        <translation>通常: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="82"/>
        <source>Default</source>
        <translation>通常</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="88"/>
        <source>Face %1:</source>
        <translation>%1の目:</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="57"/>
        <source>Resume Game</source>
        <translation>対局の再開</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="58"/>
        <source>An unfinished game was found (%n move(s), saved %1). Resume it?</source>
        <translation>
            <numerusform>終わっていない対局があります（%n手、%1に保存）。再開しますか？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="61"/>
        <source>&amp;Resume</source>
        <translation>再開する(&amp;R)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="62"/>
        <source>&amp;Discard</source>
        <translation>破棄する(&amp;D)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="86"/>
        <source>The unfinished game was kept as %1</source>
        <translation>終わっていない対局を%1として残しました</translation>
    </message>
</context>
<context>
    <name>RulesBookWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="153"/>
        <source>Rules Book</source>
        <translation>ルールブック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="154"/>
        <source>Show me</source>
        <translation>やってみせて</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="155"/>
        <source>Play the key action of this page on the board</source>
        <translation>このページの要の一手を盤上で再生します</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="156"/>
        <source>Start again</source>
        <translation>初めから</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="157"/>
        <source>Practise this</source>
        <translation>練習する</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="259"/>
        <source>See also:</source>
        <translation>関連：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="289"/>
        <source>Try these too, and compare: %1</source>
        <translation>この手も盤上で試して比べてみましょう：%1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="307"/>
        <source>Checkmate.</source>
        <translation>詰みです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="309"/>
        <source>No legal move, and no check: stalemate, a loss for the side to move.</source>
        <translation>王手ではないのに指せる手がありません：手番の側の負けです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="314"/>
        <source>Check, but not mate: %1 answers it.</source>
        <translation>王手ですが詰みではありません：%1 で逃れます。</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/help/rules_window.py" line="105"/>
        <source>Rules of Play</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>SaveLessonDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="109"/>
        <source>Save as Lesson</source>
        <translation>レッスンとして保存</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="112"/>
        <source>Title (Japanese):</source>
        <translation>題名（日本語）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="112"/>
        <source>Title (English):</source>
        <translation>題名（英語）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="113"/>
        <source>Task (Japanese):</source>
        <translation>課題（日本語）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="113"/>
        <source>Task (English):</source>
        <translation>課題（英語）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="114"/>
        <source>The move must:</source>
        <translation>目標：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="114"/>
        <source>Square:</source>
        <translation>マス：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="115"/>
        <source>Card or magic:</source>
        <translation>カード・魔法：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="115"/>
        <source>Solution:</source>
        <translation>正解：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="116"/>
        <source>Hints (Japanese, one a line):</source>
        <translation>ヒント（日本語、1行に1つ）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="117"/>
        <source>Hints (English, one a line):</source>
        <translation>ヒント（英語、1行に1つ）：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="123"/>
        <source>checkmate</source>
        <translation>詰ます</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="123"/>
        <source>capture the piece on the square</source>
        <translation>そのマスの駒を取る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="124"/>
        <source>bring a piece to the square</source>
        <translation>そのマスに駒を進める</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="124"/>
        <source>give check</source>
        <translation>王手をかける</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="125"/>
        <source>use a card or magic</source>
        <translation>カードか魔法を使う</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="150"/>
        <source>Give a square such as 5c.</source>
        <translation>5c のようにマスを入力してください。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="152"/>
        <source>No legal move does that in this position.</source>
        <translation>この局面にそれを満たす合法手はありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="186"/>
        <source>The lesson could not be saved in %1: %2</source>
        <translation>レッスンを %1 に保存できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="38"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="41"/>
        <source>Move a piece</source>
        <translation>駒を動かす</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="41"/>
        <source>Drag it, or click it and then its square</source>
        <translation>駒をドラッグするか、駒をクリックしてから行き先をクリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="42"/>
        <source>Cancel a selection, a card or a magic</source>
        <translation>選択・カード・魔法を取り消す</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="42"/>
        <source>Esc, or a right click</source>
        <translation>Esc か右クリック</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="43"/>
        <source>How a piece moves</source>
        <translation>駒の動きを見る</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="43"/>
        <source>Right-click it: Piece Guide</source>
        <translation>駒を右クリック：駒の動き</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="46"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="46"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="27"/>
        <source>Black (shitate)</source>
        <translation>下手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="28"/>
        <source>White (uwate)</source>
        <translation>上手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="30"/>
        <source>Black (sente)</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="31"/>
        <source>White (gote)</source>
        <translation>後手</translation>
    </message>
</context>
<context>
    <name>StorageNotices</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="33"/>
        <source>%1 could not be read and could not be moved aside either. It is left as it is and will not be written over.</source>
        <translation>%1 を読めず、別名で退避することもできませんでした。ファイルはそのまま残し、上書きしません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="37"/>
        <source>The settings file could not be read, so the default settings are used. The damaged file was kept as %1.</source>
        <translation>設定ファイルを読めなかったため、初期設定を使います。壊れたファイルは %1 として残しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="40"/>
        <source>Some settings had values this version cannot use; their defaults are used. The file as it was is kept as %1.</source>
        <translation>設定の一部にこの版では使えない値があったため、その項目は初期値を使います。元のファイルは %1 として残しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="43"/>
        <source>The list of registered engines could not be read, so no engine is registered now. The damaged file was kept as %1.</source>
        <translation>登録エンジンの一覧を読めなかったため、いまはエンジンが登録されていません。壊れたファイルは %1 として残しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="46"/>
        <source>Some registered engines or their option values could not be read and were left out. The file as it was is kept as %1.</source>
        <translation>一部の登録エンジンまたはその設定値を読めなかったため、除外しました。元のファイルは %1 として残しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="49"/>
        <source>The autosaved game could not be read, so it cannot be resumed. The damaged file was kept as %1.</source>
        <translation>自動保存された対局を読めなかったため、再開できません。壊れたファイルは %1 として残しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="52"/>
        <source>%2 could not be used. It was kept as %1.</source>
        <translation>%2 を使えませんでした。%1 として残しました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="76"/>
        <source>Some files could not be used. Nothing was deleted:</source>
        <translation>使えないファイルがありました。削除したものはありません：</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="78"/>
        <source>Files Kept Aside</source>
        <translation>退避したファイル</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="92"/>
        <source>the folder is read-only</source>
        <translation>フォルダーが読み取り専用です</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="94"/>
        <source>permission was denied</source>
        <translation>書き込みの権限がありません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="96"/>
        <source>a folder of that name is in the way</source>
        <translation>同じ名前のフォルダーがあります</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="98"/>
        <source>a file is in the way of its folder</source>
        <translation>保存先フォルダーの場所に同じ名前のファイルがあります</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="100"/>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="125"/>
        <source>The game cannot be autosaved to %1: %2.</source>
        <translation>対局を %1 に自動保存できません：%2。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="133"/>
        <source>Autosave works again.</source>
        <translation>自動保存が再びできるようになりました。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="135"/>
        <source>Not autosaved</source>
        <translation>自動保存できません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="141"/>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="145"/>
        <source>The game goes on, but it would be lost if the program stopped. Save it with File → Save As to keep it.</source>
        <translation>対局は続けられますが、プログラムが止まると失われます。残すには「ファイル → 名前を付けて保存」で保存してください。</translation>
    </message>
</context>
<context>
    <name>Teaching</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/help_buttons.py" line="56"/>
        <source>Open the rules book at this page (with an example to play)</source>
        <translation>ルールブックのこのページを開きます（例題を指せます）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/install.py" line="41"/>
        <source>Rules &amp;Book (with examples to play)...</source>
        <translation>ルールブック（例題を指せます）(&amp;B)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/install.py" line="42"/>
        <source>&amp;Lessons...</source>
        <translation>レッスン(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="26"/>
        <source>Variants</source>
        <translation>将棋の種類</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="28"/>
        <source>Cards, second edition</source>
        <translation>第二版（16枚）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="30"/>
        <source>Cards, first edition</source>
        <translation>初版（12枚）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="32"/>
        <source>Ōshō Fantasista (fairies and magic)</source>
        <translation>王将ファンタジスタ：妖精と魔法</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="33"/>
        <source>Other pages</source>
        <translation>その他のページ</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="38"/>
        <source>That does not use the power this lesson is about.</source>
        <translation>このレッスンで使う能力を使っていません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="39"/>
        <source>That is not the move the lesson asks for.</source>
        <translation>このレッスンが求める手ではありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="40"/>
        <source>The target piece is still on the board.</source>
        <translation>狙いの駒がまだ盤上に残っています。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="41"/>
        <source>No piece of yours stands on the goal square.</source>
        <translation>目標のマスに自分の駒がありません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="42"/>
        <source>That is not checkmate: the king can still escape.</source>
        <translation>詰みではありません。玉はまだ逃げられます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="43"/>
        <source>That does not give check.</source>
        <translation>王手になっていません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="44"/>
        <source>The piece did not come to your hand.</source>
        <translation>その駒が持ち駒になっていません。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="45"/>
        <source>A piece that should be safe can be taken.</source>
        <translation>守るべき駒が取られてしまいます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="58"/>
        <source>That move is not legal here.</source>
        <translation>ここではその手は指せません（反則）。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="62"/>
        <source>Legal, but not the way to the goal. Try another move.</source>
        <translation>指せますが、目標への道ではありません。別の手を考えましょう。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="64"/>
        <source>This lesson is already solved.</source>
        <translation>このレッスンは解決済みです。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="67"/>
        <source>For example, the opponent can answer %1.</source>
        <translation>たとえば相手は %1 と応じられます。</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="74"/>
        <source>the file cannot be read</source>
        <translation>ファイルを読めません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="75"/>
        <source>not a TOML file</source>
        <translation>TOML ファイルではありません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="76"/>
        <source>%1 is missing</source>
        <translation>%1 がありません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="77"/>
        <source>unknown key %1</source>
        <translation>不明なキー %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="78"/>
        <source>%1: the value %2 cannot be used</source>
        <translation>%1：値 %2 は使えません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="79"/>
        <source>the id %2 is used twice</source>
        <translation>id %2 が二度使われています</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="80"/>
        <source>%1: no text in either language</source>
        <translation>%1：どちらの言語の文もありません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="81"/>
        <source>%1: only one language is given</source>
        <translation>%1：片方の言語の文しかありません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="82"/>
        <source>hints_ja and hints_en do not have as many hints</source>
        <translation>hints_ja と hints_en のヒントの数が違います</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="83"/>
        <source>%1: unknown variant %2</source>
        <translation>%1：不明な種類 %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="84"/>
        <source>%1: the SFEN cannot be read</source>
        <translation>%1：SFEN を読めません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="85"/>
        <source>%1: no game can be played from this position</source>
        <translation>%1：この局面からは対局できません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="86"/>
        <source>the game is already over in the start position</source>
        <translation>開始局面ですでに対局が終わっています</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="87"/>
        <source>%1: %2 is not a move or action</source>
        <translation>%1：%2 は指し手ではありません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="88"/>
        <source>%1: %2 is not legal there</source>
        <translation>%1：%2 はその局面で指せません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="89"/>
        <source>the solution does not reach the goal</source>
        <translation>正解手順で目標に届きません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="90"/>
        <source>the goal is already met in the start position</source>
        <translation>開始局面ですでに目標を満たしています</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="91"/>
        <source>every legal move reaches the goal</source>
        <translation>どの手を指しても目標を満たします</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="92"/>
        <source>the solution is the only legal move (write only_move = true if that is meant)</source>
        <translation>正解が唯一の合法手です（意図したものなら only_move = true と書いてください）</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="94"/>
        <source>%1: the key action %2 does not do what the page says</source>
        <translation>%1：要の一手 %2 がページの説明どおりになりません</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="96"/>
        <source>%1: no page %2 in the rules book</source>
        <translation>%1：ルールブックにページ %2 はありません</translation>
    </message>
</context>
<context>
    <name>w</name>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="268"/>
        <source>Shogi Desktop</source>
        <translation>将棋デスクトップ</translation>
    </message>
</context>
</TS>
