<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CustomHandicapEditor</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="132"/>
        <source>White&apos;s pieces to remove (click to toggle)</source>
        <translation>White&apos;s pieces to remove (click to toggle)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="133"/>
        <source>Black&apos;s pieces to remove</source>
        <translation>Black&apos;s pieces to remove</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="134"/>
        <source>Moves first:</source>
        <translation>Moves first:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="141"/>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
</context>
<context>
    <name>Endings</name>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="387"/>
        <source>Checkmate</source>
        <translation>Checkmate</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="388"/>
        <source>No legal move</source>
        <translation>No legal move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="389"/>
        <source>Repetition (千日手)</source>
        <translation>Repetition (千日手)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="390"/>
        <source>Perpetual check</source>
        <translation>Perpetual check</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="391"/>
        <source>Impasse declaration (入玉宣言)</source>
        <translation>Impasse declaration (入玉宣言)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="393"/>
        <source>Resignation</source>
        <translation>Resignation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="394"/>
        <source>Time forfeit</source>
        <translation>Time forfeit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="395"/>
        <source>Foul</source>
        <translation>Foul</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="396"/>
        <source>Draw by agreement</source>
        <translation>Draw by agreement</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="397"/>
        <source>Aborted</source>
        <translation>Aborted</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="25"/>
        <source>Checkmate</source>
        <translation>Checkmate</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="26"/>
        <source>No legal move (stalemate): the side to move loses</source>
        <translation>No legal move (stalemate): the side to move loses</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="27"/>
        <source>Resignation</source>
        <translation>Resignation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="28"/>
        <source>Time forfeit</source>
        <translation>Time forfeit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="29"/>
        <source>Fourfold repetition (sennichite)</source>
        <translation>Fourfold repetition (sennichite)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="30"/>
        <source>Perpetual check: the checking side loses</source>
        <translation>Perpetual check: the checking side loses</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="31"/>
        <source>Impasse declaration (nyūgyoku)</source>
        <translation>Impasse declaration (nyūgyoku)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="32"/>
        <source>Draw by agreement</source>
        <translation>Draw by agreement</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="33"/>
        <source>Illegal move (foul)</source>
        <translation>Illegal move (foul)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="34"/>
        <source>Game aborted</source>
        <translation>Game aborted</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="42"/>
        <source>No result</source>
        <translation>No result</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="44"/>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="50"/>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="109"/>
        <source>Game Over</source>
        <translation>Game Over</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="114"/>
        <source>Moves played: %1</source>
        <translation>Moves played: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="116"/>
        <source>New Game…</source>
        <translation>New Game…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="117"/>
        <source>Save Record…</source>
        <translation>Save Record…</translation>
    </message>
</context>
<context>
    <name>GraphDock</name>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="149"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="150"/>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="155"/>
        <source>Material balance</source>
        <translation>Material balance</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="153"/>
        <source>Ply</source>
        <translation>Ply</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/graph_dock.py" line="154"/>
        <source>Material (☗ ahead &gt; 0)</source>
        <translation>Material (☗ ahead &gt; 0)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="269"/>
        <source>Shogi Desktop</source>
        <translation>Shogi Desktop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="270"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="271"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="272"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="273"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="274"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordinates</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="275"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="277"/>
        <source>&amp;New Game...</source>
        <translation>&amp;New Game...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="278"/>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="279"/>
        <source>&amp;Draw by Agreement</source>
        <translation>&amp;Draw by Agreement</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="280"/>
        <source>Declare &amp;Impasse (入玉宣言)</source>
        <translation>Declare &amp;Impasse (入玉宣言)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="281"/>
        <source>&amp;Position Editor...</source>
        <translation>&amp;Position Editor...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="282"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="283"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Take Back</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="285"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Flip Board</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="286"/>
        <source>First Move</source>
        <translation>First Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="287"/>
        <source>Previous Move</source>
        <translation>Previous Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="288"/>
        <source>Next Move</source>
        <translation>Next Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="289"/>
        <source>Last Move</source>
        <translation>Last Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="290"/>
        <source>Previous Variation</source>
        <translation>Previous Variation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="291"/>
        <source>Next Variation</source>
        <translation>Next Variation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="292"/>
        <source>Show &amp;Legal Moves</source>
        <translation>Show &amp;Legal Moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="293"/>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Mute Sounds</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="294"/>
        <source>&amp;Japanese (１一)</source>
        <translation>&amp;Japanese (１一)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="295"/>
        <source>&amp;USI (1a)</source>
        <translation>&amp;USI (1a)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="296"/>
        <source>&amp;System Language</source>
        <translation>&amp;System Language</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="299"/>
        <source>&amp;About Shogi Desktop</source>
        <translation>&amp;About Shogi Desktop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="303"/>
        <source>Material &amp;Graph</source>
        <translation>Material &amp;Graph</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="304"/>
        <source>&amp;Move List</source>
        <translation>&amp;Move List</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="305"/>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="306"/>
        <source>Tool Bar</source>
        <translation>Tool Bar</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="430"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="441"/>
        <source>The impasse declaration is not valid here (27-point rule: king in the enemy camp, ten pieces there, enough points, not in check).</source>
        <translation>The impasse declaration is not valid here (27-point rule: king in the enemy camp, ten pieces there, enough points, not in check).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="446"/>
        <source>Nothing to take back here.</source>
        <translation>Nothing to take back here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="450"/>
        <source>Nothing to redo.</source>
        <translation>Nothing to redo.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="474"/>
        <source>About Shogi Desktop</source>
        <translation>About Shogi Desktop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="476"/>
        <source>&lt;b&gt;Shogi Desktop&lt;/b&gt;&lt;br&gt;Play and study shogi, its handicaps and variants, offline.&lt;br&gt;&lt;br&gt;Piece faces: Noto Serif CJK JP (SIL Open Font License).</source>
        <translation>&lt;b&gt;Shogi Desktop&lt;/b&gt;&lt;br&gt;Play and study shogi, its handicaps and variants, offline.&lt;br&gt;&lt;br&gt;Piece faces: Noto Serif CJK JP (SIL Open Font License).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="599"/>
        <source>byoyomi %1</source>
        <translation>byoyomi %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="618"/>
        <source>Move %1 — %2 to move</source>
        <translation>Move %1 — %2 to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="620"/>
        <source>Check!</source>
        <translation>Check!</translation>
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
        <translation>Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="134"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="135"/>
        <source>Comment on this move:</source>
        <translation>Comment on this move:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="136"/>
        <source>Write a comment for the selected move</source>
        <translation>Write a comment for the selected move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="156"/>
        <source>Start position</source>
        <translation>Start position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="156"/>
        <source>Start (handicap)</source>
        <translation>Start (handicap)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="274"/>
        <source>Promote variation</source>
        <translation>Promote variation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/movelist.py" line="277"/>
        <source>Delete from here</source>
        <translation>Delete from here</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="264"/>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="265"/>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="266"/>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="267"/>
        <source>Custom handicap</source>
        <translation>Custom handicap</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="268"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="269"/>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="270"/>
        <source>Main time:</source>
        <translation>Main time:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="271"/>
        <source>Byoyomi:</source>
        <translation>Byoyomi:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="272"/>
        <source>Fischer increment per move:</source>
        <translation>Fischer increment per move:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="273"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="274"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="275"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="276"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="277"/>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="288"/>
        <source>Even game (hirate)</source>
        <translation>Even game (hirate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="291"/>
        <source>Custom…</source>
        <translation>Custom…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="299"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="300"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="305"/>
        <source>The built-in AI arrives in a later version</source>
        <translation>The built-in AI arrives in a later version</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="361"/>
        <source>A Fischer increment needs some main time or byoyomi.</source>
        <translation>A Fischer increment needs some main time or byoyomi.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="363"/>
        <source>Set a main time or byoyomi, or switch the time control off.</source>
        <translation>Set a main time or byoyomi, or switch the time control off.</translation>
    </message>
</context>
<context>
    <name>PositionEditorDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="89"/>
        <source>%1 has no king</source>
        <translation>%1 has no king</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="90"/>
        <source>%1 has more than one king (%3)</source>
        <translation>%1 has more than one king (%3)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="91"/>
        <source>Two unpromoted pawns of %1 on one file (nifu): %3</source>
        <translation>Two unpromoted pawns of %1 on one file (nifu): %3</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="92"/>
        <source>%1&apos;s %2 on %3 could never move</source>
        <translation>%1&apos;s %2 on %3 could never move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="93"/>
        <source>%1 is in check although it is not %1&apos;s turn</source>
        <translation>%1 is in check although it is not %1&apos;s turn</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="94"/>
        <source>Too many of %2: %4 (a set has %5)</source>
        <translation>Too many of %2: %4 (a set has %5)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="359"/>
        <source>Edit Position</source>
        <translation>Edit Position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="360"/>
        <source>Pieces (right click removes)</source>
        <translation>Pieces (right click removes)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="361"/>
        <source>Eraser</source>
        <translation>Eraser</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="362"/>
        <source>Flip side</source>
        <translation>Flip side</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="363"/>
        <source>Promote</source>
        <translation>Promote</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="364"/>
        <source>Click a piece to remove it</source>
        <translation>Click a piece to remove it</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="365"/>
        <source>Click a piece to give it to the other side</source>
        <translation>Click a piece to give it to the other side</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="366"/>
        <source>Click a piece to promote or unpromote it</source>
        <translation>Click a piece to promote or unpromote it</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="372"/>
        <source>Pieces in hand: %1</source>
        <translation>Pieces in hand: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="375"/>
        <source>Side to move</source>
        <translation>Side to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="378"/>
        <source>Start from:</source>
        <translation>Start from:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="379"/>
        <source>Even</source>
        <translation>Even</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="380"/>
        <source>Empty</source>
        <translation>Empty</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="381"/>
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="382"/>
        <source>Problems:</source>
        <translation>Problems:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="467"/>
        <source>No problems: the position can be played.</source>
        <translation>No problems: the position can be played.</translation>
    </message>
</context>
<context>
    <name>PromotionChooser</name>
    <message>
        <location filename="../shogi_desktop/ui/promotion_chooser.py" line="38"/>
        <source>Choose: promote (red face) or keep the piece as it is</source>
        <translation>Choose: promote (red face) or keep the piece as it is</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/promotion_chooser.py" line="76"/>
        <source>Promote</source>
        <translation>Promote</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/promotion_chooser.py" line="76"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="361"/>
        <source>That is not your piece.</source>
        <translation>That is not your piece.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="362"/>
        <source>There is no piece there.</source>
        <translation>There is no piece there.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="363"/>
        <source>The piece cannot move there.</source>
        <translation>The piece cannot move there.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="364"/>
        <source>One of your own pieces stands there.</source>
        <translation>One of your own pieces stands there.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="365"/>
        <source>Your king would be in check (王手放置).</source>
        <translation>Your king would be in check (王手放置).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="366"/>
        <source>Two unpromoted pawns on one file (二歩).</source>
        <translation>Two unpromoted pawns on one file (二歩).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="367"/>
        <source>Checkmate by a pawn drop (打ち歩詰め).</source>
        <translation>Checkmate by a pawn drop (打ち歩詰め).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="369"/>
        <source>A piece dropped there could never move (行き所のない駒).</source>
        <translation>A piece dropped there could never move (行き所のない駒).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="371"/>
        <source>The piece must promote there: it could never move again.</source>
        <translation>The piece must promote there: it could never move again.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="373"/>
        <source>The piece cannot promote on this move.</source>
        <translation>The piece cannot promote on this move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="374"/>
        <source>You have no such piece in hand.</source>
        <translation>You have no such piece in hand.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="375"/>
        <source>A piece can only be dropped on an empty square.</source>
        <translation>A piece can only be dropped on an empty square.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="377"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="378"/>
        <source>That piece cannot be captured.</source>
        <translation>That piece cannot be captured.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/controller.py" line="381"/>
        <location filename="../shogi_desktop/ui/controller.py" line="382"/>
        <source>Illegal move.</source>
        <translation>Illegal move.</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="26"/>
        <source>Black (shitate)</source>
        <translation>Black (shitate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="27"/>
        <source>White (uwate)</source>
        <translation>White (uwate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="29"/>
        <source>Black (sente)</source>
        <translation>Black (sente)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/common.py" line="30"/>
        <source>White (gote)</source>
        <translation>White (gote)</translation>
    </message>
</context>
</TS>
