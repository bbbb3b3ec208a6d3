<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AIPlayer</name>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="363"/>
        <source>The built-in engine</source>
        <translation>The built-in engine</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="369"/>
        <source>Engine problem</source>
        <translation>Engine problem</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="370"/>
        <source>%1 could not move for %2.</source>
        <translation>%1 could not move for %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="372"/>
        <source>The game is kept. Try the engine again, let the built-in engine play this side, or play it yourself.</source>
        <translation>The game is kept. Try the engine again, let the built-in engine play this side, or play it yourself.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="377"/>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="380"/>
        <source>Built-in engine</source>
        <translation>Built-in engine</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/ai_player.py" line="381"/>
        <source>I play this side</source>
        <translation>I play this side</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="119"/>
        <source>Shitate (Black)</source>
        <translation>Shitate (Black)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="120"/>
        <source>Uwate (White)</source>
        <translation>Uwate (White)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="122"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="123"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="130"/>
        <source>Even</source>
        <translation>Even</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="133"/>
        <source>%1 slightly better</source>
        <translation>%1 slightly better</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="135"/>
        <source>%1 better</source>
        <translation>%1 better</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="137"/>
        <source>%1 much better</source>
        <translation>%1 much better</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="139"/>
        <source>%1 winning</source>
        <translation>%1 winning</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="148"/>
        <source>Checkmate (%1 wins)</source>
        <translation>Checkmate (%1 wins)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="149"/>
        <source>Mate in %1 (%2 wins)</source>
        <translation>Mate in %1 (%2 wins)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="175"/>
        <source>Built-in engine</source>
        <translation>Built-in engine</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="449"/>
        <source>Paused: the analysis panel is hidden.</source>
        <translation>Paused: the analysis panel is hidden.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="452"/>
        <source>Paused while the computer thinks about its move.</source>
        <translation>Paused while the computer thinks about its move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="519"/>
        <source>%1 is being checked against this variant&apos;s rules…</source>
        <translation>%1 is being checked against this variant&apos;s rules…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="524"/>
        <source>%1 does not play this rule set: choose the built-in engine for this game.</source>
        <translation>%1 does not play this rule set: choose the built-in engine for this game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="533"/>
        <source>The engine cannot be started: %1</source>
        <translation>The engine cannot be started: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="597"/>
        <source>The engine could not analyse this position: %1</source>
        <translation>The engine could not analyse this position: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="610"/>
        <source>The engine stopped working: %1</source>
        <translation>The engine stopped working: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="620"/>
        <source>No legal move: the side to move has lost.</source>
        <translation>No legal move: the side to move has lost.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="623"/>
        <source>The search has ended (depth %1).</source>
        <translation>The search has ended (depth %1).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="644"/>
        <source>Evaluation %1</source>
        <translation>Evaluation %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="645"/>
        <source>Depth %1</source>
        <translation>Depth %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="646"/>
        <source>Nodes %1</source>
        <translation>Nodes %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="647"/>
        <source>%1 nodes/s</source>
        <translation>%1 nodes/s</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="651"/>
        <source>Best line: %1</source>
        <translation>Best line: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="705"/>
        <source>Press Start to analyse the position on the board.</source>
        <translation>Press Start to analyse the position on the board.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="706"/>
        <source>Analysing…</source>
        <translation>Analysing…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="707"/>
        <source>Stopped.</source>
        <translation>Stopped.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="712"/>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="713"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="713"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="714"/>
        <source>Analyse the position on the board continuously</source>
        <translation>Analyse the position on the board continuously</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="715"/>
        <source>Play Best Move</source>
        <translation>Play Best Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="716"/>
        <source>Show the best move on the board</source>
        <translation>Show the best move on the board</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/panel.py" line="717"/>
        <source>The engine that analyses</source>
        <translation>The engine that analyses</translation>
    </message>
</context>
<context>
    <name>AnalysisMenu</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="74"/>
        <location filename="../shogi_desktop/ui/main_window.py" line="368"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analysis</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="75"/>
        <source>Analysis &amp;Mode</source>
        <translation>Analysis &amp;Mode</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="76"/>
        <source>Analyse &amp;Game…</source>
        <translation>Analyse &amp;Game…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/menu.py" line="77"/>
        <source>&amp;Stop Analysis</source>
        <translation>&amp;Stop Analysis</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="53"/>
        <source>&amp;Two Kanji (玉将 飛車)</source>
        <translation>&amp;Two Kanji (玉将 飛車)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="55"/>
        <source>&amp;International (symbols and moves)</source>
        <translation>&amp;International (symbols and moves)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="56"/>
        <source>&amp;One Kanji (玉 飛 角)</source>
        <translation>&amp;One Kanji (玉 飛 角)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="61"/>
        <source>&amp;Plain (projector, print)</source>
        <translation>&amp;Plain (projector, print)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="63"/>
        <source>&amp;Dark (high contrast)</source>
        <translation>&amp;Dark (high contrast)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="64"/>
        <source>&amp;Wood</source>
        <translation>&amp;Wood</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance.py" line="86"/>
        <source>Piece &amp;Set</source>
        <translation>Piece &amp;Set</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance.py" line="87"/>
        <source>&amp;Board Style</source>
        <translation>&amp;Board Style</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance.py" line="88"/>
        <source>P&amp;ieces and Board...</source>
        <translation>P&amp;ieces and Board...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="142"/>
        <source>Pieces and Board</source>
        <translation>Pieces and Board</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="143"/>
        <source>Piece set</source>
        <translation>Piece set</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="144"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/appearance_dialog.py" line="145"/>
        <source>The pieces of this game:</source>
        <translation>The pieces of this game:</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../shogi_desktop/ui/board/input.py" line="306"/>
        <source>Piece Guide: %1</source>
        <translation>Piece Guide: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/board/input.py" line="368"/>
        <source>Lion: click a second step (its start square captures in place), the lion to stop here, or elsewhere to cancel.</source>
        <translation>Lion: click a second step (its start square captures in place), the lion to stop here, or elsewhere to cancel.</translation>
    </message>
</context>
<context>
    <name>BookDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="49"/>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="50"/>
        <source>This is not a YaneuraOu book file: its first line is not #YANEURAOU-DB2016 1.00.</source>
        <translation>This is not a YaneuraOu book file: its first line is not #YANEURAOU-DB2016 1.00.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="52"/>
        <source>The book holds no positions.</source>
        <translation>The book holds no positions.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="53"/>
        <source>The line is too long.</source>
        <translation>The line is too long.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="54"/>
        <source>Unexpected characters: a position or move line is plain ASCII text.</source>
        <translation>Unexpected characters: a position or move line is plain ASCII text.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="56"/>
        <source>The position (SFEN) is malformed.</source>
        <translation>The position (SFEN) is malformed.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="57"/>
        <source>This is not a move in USI notation.</source>
        <translation>This is not a move in USI notation.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="58"/>
        <source>This is not a whole number.</source>
        <translation>This is not a whole number.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="59"/>
        <source>A number is out of range.</source>
        <translation>A number is out of range.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="60"/>
        <source>A move comes before the first position.</source>
        <translation>A move comes before the first position.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="61"/>
        <source>One position has too many moves.</source>
        <translation>One position has too many moves.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="62"/>
        <source>The positions are not sorted. Save the book again with ShogiHome or YaneuraOu, which write it sorted.</source>
        <translation>The positions are not sorted. Save the book again with ShogiHome or YaneuraOu, which write it sorted.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="66"/>
        <source>The book file cannot be used.</source>
        <translation>The book file cannot be used.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="68"/>
        <source>Line %1, column %2:</source>
        <translation>Line %1, column %2:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="71"/>
        <source>Line %1:</source>
        <translation>Line %1:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="139"/>
        <source>Opening Book</source>
        <translation>Opening Book</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="140"/>
        <source>The built-in engine plays its first moves from an opening book, chosen with some variety by its level: level 10 plays the main lines, levels 1 to 3 soon leave them.</source>
        <translation>The built-in engine plays its first moves from an opening book, chosen with some variety by its level: level 10 plays the main lines, levels 1 to 3 soon leave them.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="143"/>
        <source>Built-in book: the main lines of the common openings and the standard handicap lines</source>
        <translation>Built-in book: the main lines of the common openings and the standard handicap lines</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="145"/>
        <source>Book file (YaneuraOu format, as ShogiHome uses):</source>
        <translation>Book file (YaneuraOu format, as ShogiHome uses):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="146"/>
        <source>No opening book</source>
        <translation>No opening book</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="147"/>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="148"/>
        <source>No file chosen</source>
        <translation>No file chosen</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="169"/>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="171"/>
        <source>%1 cannot be used.</source>
        <translation>%1 cannot be used.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="174"/>
        <source>The book is good: %1, %2.</source>
        <translation>The book is good: %1, %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="175"/>
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln position</numerusform>
            <numerusform>%Ln positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="176"/>
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="190"/>
        <source>Choose an Opening Book</source>
        <translation>Choose an Opening Book</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="191"/>
        <source>YaneuraOu books (*.db);;All files (*)</source>
        <translation>YaneuraOu books (*.db);;All files (*)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="290"/>
        <source>Opening &amp;Book...</source>
        <translation>Opening &amp;Book...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="291"/>
        <source>Choose the built-in engine&apos;s opening book: its own, a YaneuraOu book file, or none</source>
        <translation>Choose the built-in engine&apos;s opening book: its own, a YaneuraOu book file, or none</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="312"/>
        <source>Book move: %1</source>
        <translation>Book move: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="313"/>
        <source>Book move</source>
        <translation>Book move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/book.py" line="317"/>
        <source>The opening book file cannot be used, so the engine searched: %1</source>
        <translation>The opening book file cannot be used, so the engine searched: %1</translation>
    </message>
</context>
<context>
    <name>CardDock</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="275"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="276"/>
        <source>Cancel card</source>
        <translation>Cancel card</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="277"/>
        <source>Leave card mode (Esc or a right click on the board)</source>
        <translation>Leave card mode (Esc or a right click on the board)</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/cards/dock.py" line="314"/>
        <source>%1 of %n card(s) left</source>
        <translation>
            <numerusform>%1 of %n card left</numerusform>
            <numerusform>%1 of %n cards left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="329"/>
        <source>Click a lit card to play it, or move on the board.</source>
        <translation>Click a lit card to play it, or move on the board.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="330"/>
        <source>No card can be played now.</source>
        <translation>No card can be played now.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="342"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="347"/>
        <source>Point at a card to read what it does.</source>
        <translation>Point at a card to read what it does.</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="89"/>
        <source>used</source>
        <translation>used</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="90"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/dock.py" line="92"/>
        <source>This card has been played.</source>
        <translation>This card has been played.</translation>
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
        <translation>Card cancelled.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="412"/>
        <source>%1, or %2</source>
        <translation>%1, or %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="414"/>
        <source>Card: %1, or the marked square to stop here (Esc or right click cancels).</source>
        <translation>Card: %1, or the marked square to stop here (Esc or right click cancels).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="416"/>
        <source>Card: %1 (Esc or right click cancels).</source>
        <translation>Card: %1 (Esc or right click cancels).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/mode.py" line="481"/>
        <source>This piece changes sides if the move ends next to it.</source>
        <translation>This piece changes sides if the move ends next to it.</translation>
    </message>
</context>
<context>
    <name>CardOptionsBox</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="84"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="85"/>
        <source>Card add-on:</source>
        <translation>Card add-on:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="86"/>
        <source>Cards dealt:</source>
        <translation>Cards dealt:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="87"/>
        <source>Full set</source>
        <translation>Full set</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="88"/>
        <source>Chosen cards</source>
        <translation>Chosen cards</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="89"/>
        <source>At random:</source>
        <translation>At random:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="90"/>
        <source>How many cards each player is dealt at random from his own set</source>
        <translation>How many cards each player is dealt at random from his own set</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="91"/>
        <source>The cards both players hold</source>
        <translation>The cards both players hold</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="95"/>
        <source>No cards</source>
        <translation>No cards</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/options.py" line="164"/>
        <source>Choose at least one card, or deal the full set.</source>
        <translation>Choose at least one card, or deal the full set.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="20"/>
        <source>Ballistic lance</source>
        <translation>Ballistic lance</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="21"/>
        <source>Retreat order</source>
        <translation>Retreat order</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="22"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="43"/>
        <source>Swap rook</source>
        <translation>Swap rook</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="27"/>
        <source>Queen king</source>
        <translation>Queen king</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="28"/>
        <source>Dragon rider</source>
        <translation>Dragon rider</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="29"/>
        <source>Horse rider</source>
        <translation>Horse rider</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="30"/>
        <source>Wrap rook</source>
        <translation>Wrap rook</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="31"/>
        <source>Reflecting bishop</source>
        <translation>Reflecting bishop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="32"/>
        <source>Prince gold</source>
        <translation>Prince gold</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="33"/>
        <source>Invincible silver</source>
        <translation>Invincible silver</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="34"/>
        <source>Eight-way knight</source>
        <translation>Eight-way knight</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="35"/>
        <source>Jumping lance</source>
        <translation>Jumping lance</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="36"/>
        <source>Double pawn</source>
        <translation>Double pawn</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="37"/>
        <source>Ripening</source>
        <translation>Ripening</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="38"/>
        <source>Double move</source>
        <translation>Double move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="39"/>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="40"/>
        <source>Lightning</source>
        <translation>Lightning</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="41"/>
        <source>Time rewind</source>
        <translation>Time rewind</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="42"/>
        <source>Persuasion</source>
        <translation>Persuasion</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="52"/>
        <source>Your rook and another of your pieces change places; each may promote.</source>
        <translation>Your rook and another of your pieces change places; each may promote.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="53"/>
        <source>Your bishop bounces off the edges. Not if it then attacks the king.</source>
        <translation>Your bishop bounces off the edges. Not if it then attacks the king.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="54"/>
        <source>Your knight moves as a chess knight. Not if it then attacks the king.</source>
        <translation>Your knight moves as a chess knight. Not if it then attacks the king.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="55"/>
        <source>Your lance jumps over one piece. Not if it then attacks the king.</source>
        <translation>Your lance jumps over one piece. Not if it then attacks the king.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="56"/>
        <source>Drop a piece from your hand already promoted (not a gold), without check.</source>
        <translation>Drop a piece from your hand already promoted (not a gold), without check.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="57"/>
        <source>Move one piece twice; neither step may give check.</source>
        <translation>Move one piece twice; neither step may give check.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="62"/>
        <source>Your king moves this turn as a queen (rook + bishop).</source>
        <translation>Your king moves this turn as a queen (rook + bishop).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="63"/>
        <source>A piece next to your dragon boards it; the dragon may move and later set it down next to itself.</source>
        <translation>A piece next to your dragon boards it; the dragon may move and later set it down next to itself.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="65"/>
        <source>A piece next to your horse boards it; the horse may move and later set it down next to itself.</source>
        <translation>A piece next to your horse boards it; the horse may move and later set it down next to itself.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="67"/>
        <source>Your rook&apos;s left, right and forward lines continue across the edge.</source>
        <translation>Your rook&apos;s left, right and forward lines continue across the edge.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="68"/>
        <source>Your bishop bounces off the edges of the board.</source>
        <translation>Your bishop bounces off the edges of the board.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="69"/>
        <source>A gold promotes into a prince, a second king.</source>
        <translation>A gold promotes into a prince, a second king.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="70"/>
        <source>Drop or move a silver: it cannot be captured on the next turn.</source>
        <translation>Drop or move a silver: it cannot be captured on the next turn.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="71"/>
        <source>Your knight moves as a chess knight.</source>
        <translation>Your knight moves as a chess knight.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="72"/>
        <source>Your lance jumps over one piece.</source>
        <translation>Your lance jumps over one piece.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="73"/>
        <source>Drop a pawn on a file that already holds one of your pawns.</source>
        <translation>Drop a pawn on a file that already holds one of your pawns.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="74"/>
        <source>Move a piece (not king or gold) and promote it anywhere.</source>
        <translation>Move a piece (not king or gold) and promote it anywhere.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="75"/>
        <source>Move one piece twice; the second step may give check.</source>
        <translation>Move one piece twice; the second step may give check.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="76"/>
        <source>Return one of your pieces (not a royal) to your hand.</source>
        <translation>Return one of your pieces (not a royal) to your hand.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="77"/>
        <source>Return an enemy piece (not a royal) to its owner&apos;s hand.</source>
        <translation>Return an enemy piece (not a royal) to its owner&apos;s hand.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="78"/>
        <source>Undo your previous move (the reply stays), then move again.</source>
        <translation>Undo your previous move (the reply stays), then move again.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="79"/>
        <source>Move or drop; enemy pieces you enclose, as in Reversi, change sides.</source>
        <translation>Move or drop; enemy pieces you enclose, as in Reversi, change sides.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="87"/>
        <source>1st ed.</source>
        <translation>1st ed.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="88"/>
        <source>2nd ed.</source>
        <translation>2nd ed.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="93"/>
        <source>First edition (12 cards)</source>
        <translation>First edition (12 cards)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="94"/>
        <source>Second edition (16 cards)</source>
        <translation>Second edition (16 cards)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="100"/>
        <source>click the piece to move</source>
        <translation>click the piece to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="102"/>
        <source>click the next piece to move</source>
        <translation>click the next piece to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="104"/>
        <source>click the square it moves to</source>
        <translation>click the square it moves to</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="106"/>
        <source>click where it moves next</source>
        <translation>click where it moves next</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="108"/>
        <source>click the piece in your hand to drop</source>
        <translation>click the piece in your hand to drop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="110"/>
        <source>click the square to drop it on</source>
        <translation>click the square to drop it on</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="111"/>
        <source>click the square it acts on</source>
        <translation>click the square it acts on</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="119"/>
        <source>click the piece that boards the dragon</source>
        <translation>click the piece that boards the dragon</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="120"/>
        <source>click the piece that boards the horse</source>
        <translation>click the piece that boards the horse</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="121"/>
        <source>click your dragon</source>
        <translation>click your dragon</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="122"/>
        <source>click your horse</source>
        <translation>click your horse</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="124"/>
        <source>click an empty square next to the dragon to set the rider down</source>
        <translation>click an empty square next to the dragon to set the rider down</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="126"/>
        <source>click an empty square next to the horse to set the rider down</source>
        <translation>click an empty square next to the horse to set the rider down</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="127"/>
        <source>click where the dragon moves</source>
        <translation>click where the dragon moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="128"/>
        <source>click where the horse moves</source>
        <translation>click where the horse moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="137"/>
        <source>click your king</source>
        <translation>click your king</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="138"/>
        <source>click where your king moves as a queen</source>
        <translation>click where your king moves as a queen</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="139"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="173"/>
        <source>click your rook</source>
        <translation>click your rook</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="141"/>
        <source>click where it goes (its lines go on across the edge)</source>
        <translation>click where it goes (its lines go on across the edge)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="142"/>
        <source>click your bishop</source>
        <translation>click your bishop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="144"/>
        <source>click where it goes (the paths show the bounces)</source>
        <translation>click where it goes (the paths show the bounces)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="145"/>
        <source>click the gold that becomes a prince</source>
        <translation>click the gold that becomes a prince</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="146"/>
        <source>click where it moves and promotes</source>
        <translation>click where it moves and promotes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="147"/>
        <source>click the silver to move</source>
        <translation>click the silver to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="148"/>
        <source>click a silver in your hand</source>
        <translation>click a silver in your hand</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="149"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="150"/>
        <source>click where the silver goes</source>
        <translation>click where the silver goes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="151"/>
        <source>click your knight</source>
        <translation>click your knight</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="152"/>
        <source>click where it jumps (as a chess knight)</source>
        <translation>click where it jumps (as a chess knight)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="153"/>
        <source>click your lance</source>
        <translation>click your lance</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="155"/>
        <source>click where it lands (it may jump over one piece)</source>
        <translation>click where it lands (it may jump over one piece)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="156"/>
        <source>click a pawn in your hand</source>
        <translation>click a pawn in your hand</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="158"/>
        <source>click the square, on a file with one of your pawns</source>
        <translation>click the square, on a file with one of your pawns</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="159"/>
        <source>click the piece to move and promote</source>
        <translation>click the piece to move and promote</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="160"/>
        <source>click the piece in your hand to drop promoted</source>
        <translation>click the piece in your hand to drop promoted</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="161"/>
        <source>click the piece that moves twice</source>
        <translation>click the piece that moves twice</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="162"/>
        <source>click where its first step goes</source>
        <translation>click where its first step goes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="163"/>
        <source>click where its second step goes</source>
        <translation>click where its second step goes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="164"/>
        <source>click your piece to return to your hand</source>
        <translation>click your piece to return to your hand</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="166"/>
        <source>click the enemy piece to send back to its owner&apos;s hand</source>
        <translation>click the enemy piece to send back to its owner&apos;s hand</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="168"/>
        <source>your previous move is undone: click the piece to move</source>
        <translation>your previous move is undone: click the piece to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="170"/>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="172"/>
        <source>click where it goes (enclosed enemy pieces change sides)</source>
        <translation>click where it goes (enclosed enemy pieces change sides)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/cards/texts.py" line="174"/>
        <source>click the piece it changes places with</source>
        <translation>click the piece it changes places with</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="83"/>
        <source>Shogi Desktop: unexpected error</source>
        <translation>Shogi Desktop: unexpected error</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="85"/>
        <source>Something went wrong (%1 errors).</source>
        <translation>Something went wrong (%1 errors).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="87"/>
        <source>Something went wrong.</source>
        <translation>Something went wrong.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="90"/>
        <source>The game in progress was saved; it will be offered for resuming at the next start.</source>
        <translation>The game in progress was saved; it will be offered for resuming at the next start.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="93"/>
        <source>There was no game in progress to save, or it could not be saved.</source>
        <translation>There was no game in progress to save, or it could not be saved.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="97"/>
        <source>Details are also in the log: %1</source>
        <translation>Details are also in the log: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="99"/>
        <source>No log file could be written.</source>
        <translation>No log file could be written.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="100"/>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copy Details</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="101"/>
        <source>&amp;Quit Shogi Desktop</source>
        <translation>&amp;Quit Shogi Desktop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/crash_dialog.py" line="120"/>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
</context>
<context>
    <name>CustomHandicapEditor</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="186"/>
        <source>White&apos;s pieces to remove (click to toggle)</source>
        <translation>White&apos;s pieces to remove (click to toggle)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="187"/>
        <source>Black&apos;s pieces to remove</source>
        <translation>Black&apos;s pieces to remove</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="188"/>
        <source>Moves first:</source>
        <translation>Moves first:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="195"/>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
</context>
<context>
    <name>DiagramExportDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="351"/>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="411"/>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="419"/>
        <source>Export Diagram</source>
        <translation>Export Diagram</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;Title:</source>
        <translation>&amp;Title:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;Caption:</source>
        <translation>&amp;Caption:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;Black&apos;s label:</source>
        <translation>&amp;Black&apos;s label:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="352"/>
        <source>&amp;White&apos;s label:</source>
        <translation>&amp;White&apos;s label:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>C&amp;oordinates:</source>
        <translation>C&amp;oordinates:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>&amp;Width:</source>
        <translation>&amp;Width:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>P&amp;ieces:</source>
        <translation>P&amp;ieces:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="353"/>
        <source>Boar&amp;d:</source>
        <translation>Boar&amp;d:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="356"/>
        <source>Japanese (１一)</source>
        <translation>Japanese (１一)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="356"/>
        <source>USI (1a)</source>
        <translation>USI (1a)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="356"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="359"/>
        <source>As in the window</source>
        <translation>As in the window</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="362"/>
        <source>White at the &amp;bottom</source>
        <translation>White at the &amp;bottom</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="363"/>
        <source>&amp;Highlight the last move</source>
        <translation>&amp;Highlight the last move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="364"/>
        <source>Arro&amp;ws and circles</source>
        <translation>Arro&amp;ws and circles</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="365"/>
        <source>T&amp;ransparent background (PNG)</source>
        <translation>T&amp;ransparent background (PNG)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="366"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="367"/>
        <source>Save &amp;PNG...</source>
        <translation>Save &amp;PNG...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="368"/>
        <source>Save &amp;SVG...</source>
        <translation>Save &amp;SVG...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="369"/>
        <source>Cop&amp;y Image</source>
        <translation>Cop&amp;y Image</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="399"/>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 pixels</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="408"/>
        <source>PNG image</source>
        <translation>PNG image</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="409"/>
        <source>SVG drawing</source>
        <translation>SVG drawing</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/diagram_export.py" line="420"/>
        <source>The diagram could not be written to %1.</source>
        <translation>The diagram could not be written to %1.</translation>
    </message>
</context>
<context>
    <name>Endings</name>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="40"/>
        <source>Checkmate</source>
        <translation>Checkmate</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="41"/>
        <source>No legal move</source>
        <translation>No legal move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="42"/>
        <source>Repetition (千日手)</source>
        <translation>Repetition (千日手)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="43"/>
        <source>Perpetual check</source>
        <translation>Perpetual check</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="44"/>
        <source>Impasse declaration (入玉宣言)</source>
        <translation>Impasse declaration (入玉宣言)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="46"/>
        <source>Resignation</source>
        <translation>Resignation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="47"/>
        <source>Time forfeit</source>
        <translation>Time forfeit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="48"/>
        <source>Foul</source>
        <translation>Foul</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="49"/>
        <source>Draw by agreement</source>
        <translation>Draw by agreement</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="50"/>
        <source>Aborted</source>
        <translation>Aborted</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="51"/>
        <source>No mate (不詰)</source>
        <translation>No mate (不詰)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="52"/>
        <source>Sealed move (封じ手)</source>
        <translation>Sealed move (封じ手)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="53"/>
        <source>By default (不戦)</source>
        <translation>By default (不戦)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="54"/>
        <source>Move limit (最大手数)</source>
        <translation>Move limit (最大手数)</translation>
    </message>
</context>
<context>
    <name>EngineOptionsDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="103"/>
        <source>Engine Options</source>
        <translation>Engine Options</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="106"/>
        <source>by %1</source>
        <translation>by %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="108"/>
        <source>This engine has no options.</source>
        <translation>This engine has no options.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="109"/>
        <source>Reset to Defaults</source>
        <translation>Reset to Defaults</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="111"/>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="112"/>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="165"/>
        <source>Choose the file for %1</source>
        <translation>Choose the file for %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="116"/>
        <source>A button option: the engine runs it when told to; it is not sent from this dialog.</source>
        <translation>A button option: the engine runs it when told to; it is not sent from this dialog.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="275"/>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="432"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="276"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="276"/>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="276"/>
        <source>Program</source>
        <translation>Program</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="277"/>
        <source>Variants checked</source>
        <translation>Variants checked</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="278"/>
        <source>Add…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="279"/>
        <source>Register a USI engine program (as used by ShogiHome and ShogiGUI)</source>
        <translation>Register a USI engine program (as used by ShogiHome and ShogiGUI)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="280"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="281"/>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="282"/>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="283"/>
        <source>Registered USI engines can play standard shogi and handicap games, a Fairy-Stockfish also the variants of its Variants checked column: choose them for a player in New Game.</source>
        <translation>Registered USI engines can play standard shogi and handicap games, a Fairy-Stockfish also the variants of its Variants checked column: choose them for a player in New Game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="287"/>
        <source>The engine list could not be read and was started afresh.</source>
        <translation>The engine list could not be read and was started afresh.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="289"/>
        <source>The old file was kept as %1.</source>
        <translation>The old file was kept as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="340"/>
        <source>being checked…</source>
        <translation>being checked…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="340"/>
        <source>The variants this engine plays are being checked.</source>
        <translation>The variants this engine plays are being checked.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="342"/>
        <source>could not be checked</source>
        <translation>could not be checked</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="344"/>
        <source>%1 rule sets could not be checked yet: the engine answered too slowly (the computer is busy). They are checked again when this list is next opened.</source>
        <translation>%1 rule sets could not be checked yet: the engine answered too slowly (the computer is busy). They are checked again when this list is next opened.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="346"/>
        <source>%1, more not checked yet</source>
        <translation>%1, more not checked yet</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="349"/>
        <source>Standard shogi and handicap games</source>
        <translation>Standard shogi and handicap games</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="377"/>
        <source>Choose a USI Engine</source>
        <translation>Choose a USI Engine</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="408"/>
        <source>Starting %1 and reading its options…</source>
        <translation>Starting %1 and reading its options…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="428"/>
        <source>%1 could not be added as an engine.</source>
        <translation>%1 could not be added as an engine.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="434"/>
        <source>Only USI engines can be registered (programs that answer the &quot;usi&quot; command, as ShogiHome and ShogiGUI use).</source>
        <translation>Only USI engines can be registered (programs that answer the &quot;usi&quot; command, as ShogiHome and ShogiGUI use).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="447"/>
        <source>Remove Engine</source>
        <translation>Remove Engine</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="448"/>
        <source>Remove %1 from the engines? Its option settings are forgotten; the program itself stays.</source>
        <translation>Remove %1 from the engines? Its option settings are forgotten; the program itself stays.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/engines.py" line="486"/>
        <source>The options could not be saved.</source>
        <translation>The options could not be saved.</translation>
    </message>
</context>
<context>
    <name>FairyTexts</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="18"/>
        <source>the lion moves twice in one turn</source>
        <translation>the lion moves twice in one turn</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="19"/>
        <source>the bishop&apos;s path bends at the edge of the board</source>
        <translation>the bishop&apos;s path bends at the edge of the board</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="20"/>
        <source>a piece that cannot be captured</source>
        <translation>a piece that cannot be captured</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="21"/>
        <source>a captured piece changes its kind or leaves the game</source>
        <translation>a captured piece changes its kind or leaves the game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="22"/>
        <source>chess pawns promote on the last rank only</source>
        <translation>chess pawns promote on the last rank only</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="23"/>
        <source>the pawn rules apply to a piece that is not a shogi pawn</source>
        <translation>the pawn rules apply to a piece that is not a shogi pawn</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="24"/>
        <source>a second royal piece</source>
        <translation>a second royal piece</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="25"/>
        <source>cards</source>
        <translation>cards</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="26"/>
        <source>magic and the die</source>
        <translation>magic and the die</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="27"/>
        <source>the board or promotion zone differs from shogi&apos;s</source>
        <translation>the board or promotion zone differs from shogi&apos;s</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="42"/>
        <source>Fairy-Stockfish is installed (%1): add it under Game ▸ Engines… to play this variant against it.</source>
        <translation>Fairy-Stockfish is installed (%1): add it under Game ▸ Engines… to play this variant against it.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="45"/>
        <source>Registered engines play standard shogi and handicap games; Fairy-Stockfish also plays several variants.</source>
        <translation>Registered engines play standard shogi and handicap games; Fairy-Stockfish also plays several variants.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="49"/>
        <source>Fairy-Stockfish cannot play this rule set: %1.</source>
        <translation>Fairy-Stockfish cannot play this rule set: %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="55"/>
        <source>%1 is being checked against the rules of the variants…</source>
        <translation>%1 is being checked against the rules of the variants…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="58"/>
        <source>%1 could not be checked: %2</source>
        <translation>%1 could not be checked: %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="60"/>
        <source>%1 could not be checked for this rule set yet: it answered too slowly (the computer is busy). It is checked again.</source>
        <translation>%1 could not be checked for this rule set yet: it answered too slowly (the computer is busy). It is checked again.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="63"/>
        <source>%1 did not pass the check for this rule set: it needs a newer Fairy-Stockfish, one that knows custom pieces.</source>
        <translation>%1 did not pass the check for this rule set: it needs a newer Fairy-Stockfish, one that knows custom pieces.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/fairy_texts.py" line="65"/>
        <source>%1 did not pass the check for this rule set: its moves differ from the rules.</source>
        <translation>%1 did not pass the check for this rule set: its moves differ from the rules.</translation>
    </message>
</context>
<context>
    <name>Fantasista</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="71"/>
        <source>No fairy</source>
        <translation>No fairy</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="76"/>
        <source>Miss (no magic)</source>
        <translation>Miss (no magic)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="94"/>
        <source>reserved: as 4-8 unless set</source>
        <translation>reserved: as 4-8 unless set</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="102"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="114"/>
        <source>click the square to drop the token on</source>
        <translation>click the square to drop the token on</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="116"/>
        <source>click the sword silver</source>
        <translation>click the sword silver</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="117"/>
        <source>click the enemy piece it strikes</source>
        <translation>click the enemy piece it strikes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="119"/>
        <source>click a free square beside your king for a silver token</source>
        <translation>click a free square beside your king for a silver token</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="120"/>
        <source>click another free square for a second token</source>
        <translation>click another free square for a second token</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="122"/>
        <source>click a silver to move</source>
        <translation>click a silver to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="123"/>
        <source>click another silver to move</source>
        <translation>click another silver to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="125"/>
        <source>click the rook that moves twice</source>
        <translation>click the rook that moves twice</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="126"/>
        <source>click where its first move goes</source>
        <translation>click where its first move goes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="127"/>
        <source>click where its second move goes</source>
        <translation>click where its second move goes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="128"/>
        <source>click the enemy piece it burns</source>
        <translation>click the enemy piece it burns</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="129"/>
        <source>click the square to drop a pawn on as と</source>
        <translation>click the square to drop a pawn on as と</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="130"/>
        <source>click the spearman</source>
        <translation>click the spearman</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="131"/>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="135"/>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="142"/>
        <source>click where it moves</source>
        <translation>click where it moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="133"/>
        <source>click the next enemy piece straight ahead to take it too</source>
        <translation>click the next enemy piece straight ahead to take it too</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="134"/>
        <source>click the gale horse</source>
        <translation>click the gale horse</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="136"/>
        <source>click where it moves once more</source>
        <translation>click where it moves once more</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="137"/>
        <source>click the carrier, or the piece that boards it</source>
        <translation>click the carrier, or the piece that boards it</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="138"/>
        <source>click where it goes</source>
        <translation>click where it goes</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="139"/>
        <source>click where the rider moves on its own</source>
        <translation>click where the rider moves on its own</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="140"/>
        <source>click a token to move it</source>
        <translation>click a token to move it</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/texts.py" line="141"/>
        <source>click where the token moves</source>
        <translation>click where the token moves</translation>
    </message>
</context>
<context>
    <name>FantasistaOptionsBox</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="160"/>
        <source>Ōshō Fantasista (fairies and magic)</source>
        <translation>Ōshō Fantasista (fairies and magic)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="161"/>
        <source>Magic every:</source>
        <translation>Magic every:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="162"/>
        <source> plies</source>
        <translation> plies</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="163"/>
        <source>After ply N×interval the first player gains a magic, after the next ply the second player</source>
        <translation>After ply N×interval the first player gains a magic, after the next ply the second player</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="165"/>
        <source>Roll a real die (type the face)</source>
        <translation>Roll a real die (type the face)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="167"/>
        <source>Reserved faces 9–18…</source>
        <translation>Reserved faces 9–18…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="168"/>
        <source>Give faces 9–18 of this player&apos;s die other magics</source>
        <translation>Give faces 9–18 of this player&apos;s die other magics</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="17"/>
        <source>KIF (Shift_JIS)</source>
        <translation>KIF (Shift_JIS)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="18"/>
        <source>KIF (UTF-8)</source>
        <translation>KIF (UTF-8)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="21"/>
        <source>JSON Kifu Format</source>
        <translation>JSON Kifu Format</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="22"/>
        <source>Shogi Desktop record</source>
        <translation>Shogi Desktop record</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="23"/>
        <source>USI position</source>
        <translation>USI position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="49"/>
        <source>%1 holds standard shogi only, without variants, cards or magic. KIF, KI2 and the Shogi Desktop record hold this game.</source>
        <translation>%1 holds standard shogi only, without variants, cards or magic. KIF, KI2 and the Shogi Desktop record hold this game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="71"/>
        <source>the moves (only one position is kept)</source>
        <translation>the moves (only one position is kept)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="72"/>
        <source>variations</source>
        <translation>variations</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="73"/>
        <source>comments</source>
        <translation>comments</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="74"/>
        <source>arrows and circles</source>
        <translation>arrows and circles</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="75"/>
        <source>the time spent on moves</source>
        <translation>the time spent on moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="76"/>
        <source>bookmarks</source>
        <translation>bookmarks</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="77"/>
        <source>how the game ended</source>
        <translation>how the game ended</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="78"/>
        <source>card and dice events</source>
        <translation>card and dice events</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/format_texts.py" line="79"/>
        <source>game information (header)</source>
        <translation>game information (header)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="206"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="207"/>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="208"/>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="209"/>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="210"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="348"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="577"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="211"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="542"/>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="212"/>
        <source>Export &amp;Diagram (PNG, SVG)...</source>
        <translation>Export &amp;Diagram (PNG, SVG)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="213"/>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Clear Recent Files</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="214"/>
        <source>&amp;Copy Game</source>
        <translation>&amp;Copy Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="215"/>
        <source>Copy &amp;Position (SFEN)</source>
        <translation>Copy &amp;Position (SFEN)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="216"/>
        <source>&amp;Paste Game or Position</source>
        <translation>&amp;Paste Game or Position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="315"/>
        <source>Opened with a Note</source>
        <translation>Opened with a Note</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="316"/>
        <source>%1 was opened.</source>
        <translation>%1 was opened.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="339"/>
        <source>The current game</source>
        <translation>The current game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="341"/>
        <source>Save them before starting a new game?</source>
        <translation>Save them before starting a new game?</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="342"/>
        <source>Save them before the pasted game replaces it?</source>
        <translation>Save them before the pasted game replaces it?</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="345"/>
        <source>Unsaved Game</source>
        <translation>Unsaved Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="346"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 has changes that are not saved.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="347"/>
        <source>Save them before opening another game?</source>
        <translation>Save them before opening another game?</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="349"/>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="350"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="446"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="543"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="578"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="361"/>
        <source>Kifu files</source>
        <translation>Kifu files</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="364"/>
        <source>All files</source>
        <translation>All files</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="376"/>
        <source>Open Game</source>
        <translation>Open Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="386"/>
        <source>Still opening the previous file...</source>
        <translation>Still opening the previous file...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="394"/>
        <source>Opening %1...</source>
        <translation>Opening %1...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="416"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="422"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="441"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="444"/>
        <source>Cannot Open File</source>
        <translation>Cannot Open File</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="417"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="423"/>
        <source>%1 could not be read.</source>
        <translation>%1 could not be read.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="437"/>
        <source>%1 is not a readable %2 file.</source>
        <translation>%1 is not a readable %2 file.</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/files/actions.py" line="443"/>
        <source>The first %n move(s) could be read. Open them?</source>
        <translation>
            <numerusform>The first move could be read. Open it?</numerusform>
            <numerusform>The first %n moves could be read. Open them?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="445"/>
        <source>Open &amp;Partial</source>
        <translation>Open &amp;Partial</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="451"/>
        <source>Opened the readable part of %1 (not saved)</source>
        <translation>Opened the readable part of %1 (not saved)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="469"/>
        <source>Opened %1 (%2)</source>
        <translation>Opened %1 (%2)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="509"/>
        <source>File Not Found</source>
        <translation>File Not Found</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="510"/>
        <source>%1 no longer exists.</source>
        <translation>%1 no longer exists.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="511"/>
        <source>It was removed from the recent files.</source>
        <translation>It was removed from the recent files.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="537"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="538"/>
        <source>%1 is a %2 file, which cannot hold everything in this game.</source>
        <translation>%1 is a %2 file, which cannot hold everything in this game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="540"/>
        <source>It would lose: %1.</source>
        <translation>It would lose: %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="541"/>
        <source>Save the game in another file?</source>
        <translation>Save the game in another file?</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="561"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="574"/>
        <source>Save Game As</source>
        <translation>Save Game As</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="575"/>
        <source>%1 cannot hold everything in this game.</source>
        <translation>%1 cannot hold everything in this game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="576"/>
        <source>The file will not have: %1.</source>
        <translation>The file will not have: %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="616"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="623"/>
        <source>Cannot Save</source>
        <translation>Cannot Save</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="624"/>
        <source>The game could not be written to %1 as %2.</source>
        <translation>The game could not be written to %1 as %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="638"/>
        <location filename="../shogi_desktop/ui/files/actions.py" line="647"/>
        <source>Export as %1</source>
        <translation>Export as %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="639"/>
        <source>This game cannot be exported as %1.</source>
        <translation>This game cannot be exported as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="671"/>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="675"/>
        <source>left out: %1</source>
        <translation>left out: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="698"/>
        <source>Position after %1</source>
        <translation>Position after %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="719"/>
        <source>Game copied as %1</source>
        <translation>Game copied as %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="726"/>
        <source>Position copied (SFEN)</source>
        <translation>Position copied (SFEN)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="731"/>
        <source>The clipboard</source>
        <translation>The clipboard</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="743"/>
        <source>The clipboard holds no text.</source>
        <translation>The clipboard holds no text.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="746"/>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="747"/>
        <source>%1 holds no game or position this program reads.</source>
        <translation>%1 holds no game or position this program reads.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="748"/>
        <source>Paste KIF, KI2, CSA, JKF, a USI position, an SFEN or a Shogi Desktop record.</source>
        <translation>Paste KIF, KI2, CSA, JKF, a USI position, an SFEN or a Shogi Desktop record.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="759"/>
        <source>Pasted a %1</source>
        <translation>Pasted a %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="781"/>
        <source>Only the first file dropped is opened.</source>
        <translation>Only the first file dropped is opened.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="786"/>
        <source>The dropped text</source>
        <translation>The dropped text</translation>
    </message>
</context>
<context>
    <name>GainFlow</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="168"/>
        <source>%1: click the piece that gets the magic (Esc cancels the move).</source>
        <translation>%1: click the piece that gets the magic (Esc cancels the move).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="224"/>
        <source>%1 rolled %2. %3</source>
        <translation>%1 rolled %2. %3</translation>
    </message>
</context>
<context>
    <name>GameAnalysis</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="319"/>
        <source>That engine cannot analyse this game&apos;s rules: choose the built-in engine, or a Fairy-Stockfish checked for this variant (Engines...).</source>
        <translation>That engine cannot analyse this game&apos;s rules: choose the built-in engine, or a Fairy-Stockfish checked for this variant (Engines...).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="327"/>
        <source>The engine cannot be started: %1</source>
        <translation>The engine cannot be started: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="345"/>
        <source>Paused while the whole game is analysed.</source>
        <translation>Paused while the whole game is analysed.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="347"/>
        <source>Analysing the game…</source>
        <translation>Analysing the game…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="362"/>
        <source>Game analysis cancelled.</source>
        <translation>Game analysis cancelled.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="403"/>
        <source>Game analysis cancelled: another game is on show.</source>
        <translation>Game analysis cancelled: another game is on show.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="432"/>
        <source>Game analysis stopped: the engine stopped working (%1).</source>
        <translation>Game analysis stopped: the engine stopped working (%1).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="439"/>
        <source>Game analysis stopped: %1</source>
        <translation>Game analysis stopped: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="521"/>
        <source>Game analysis finished: %1</source>
        <translation>Game analysis finished: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="529"/>
        <source>Analysing %v / %m</source>
        <translation>Analysing %v / %m</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="530"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="531"/>
        <source>Cancel the game analysis</source>
        <translation>Cancel the game analysis</translation>
    </message>
</context>
<context>
    <name>GameAnalysisDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="219"/>
        <source>Analyse Game</source>
        <translation>Analyse Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="220"/>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="221"/>
        <source>Seconds per position:</source>
        <translation>Seconds per position:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="222"/>
        <source>Nodes per position:</source>
        <translation>Nodes per position:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="223"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="224"/>
        <source>Write the evaluation and the best move into each move&apos;s comment</source>
        <translation>Write the evaluation and the best move into each move&apos;s comment</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/game_analysis.py" line="225"/>
        <source>Every position of the main line is analysed; moves are marked ?! (inaccuracy), ? (mistake) or ?? (blunder) by what they cost in winning chances.</source>
        <translation>Every position of the main line is analysed; moves are marked ?! (inaccuracy), ? (mistake) or ?? (blunder) by what they cost in winning chances.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="34"/>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="35"/>
        <source>Resign this game?</source>
        <translation>Resign this game?</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="36"/>
        <source>%1 resigns and %2 wins.</source>
        <translation>%1 resigns and %2 wins.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="38"/>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="45"/>
        <source>Draw by Agreement</source>
        <translation>Draw by Agreement</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="46"/>
        <source>End this game as a draw?</source>
        <translation>End this game as a draw?</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="47"/>
        <source>Both players agree to a draw; the game ends.</source>
        <translation>Both players agree to a draw; the game ends.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/game_end.py" line="48"/>
        <source>&amp;Draw</source>
        <translation>&amp;Draw</translation>
    </message>
</context>
<context>
    <name>GameNames</name>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="65"/>
        <source>Cards, first edition</source>
        <translation>Cards, first edition</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="66"/>
        <source>Cards, second edition</source>
        <translation>Cards, second edition</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="68"/>
        <source>Ōshō Fantasista (fairies and magic)</source>
        <translation>Ōshō Fantasista (fairies and magic)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="75"/>
        <source>Even game</source>
        <translation>Even game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="92"/>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="107"/>
        <source>Custom handicap</source>
        <translation>Custom handicap</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="105"/>
        <source>%1 without %2</source>
        <translation>%1 without %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="115"/>
        <source>Black (shitate)</source>
        <translation>Black (shitate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="116"/>
        <source>White (uwate)</source>
        <translation>White (uwate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="130"/>
        <location filename="../shogi_desktop/ui/text/game_names.py" line="140"/>
        <source>from a set-up position</source>
        <translation>from a set-up position</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="15"/>
        <source>Checkmate</source>
        <translation>Checkmate</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="16"/>
        <source>No legal move (stalemate): the side to move loses</source>
        <translation>No legal move (stalemate): the side to move loses</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="17"/>
        <source>Resignation</source>
        <translation>Resignation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="18"/>
        <source>Time forfeit</source>
        <translation>Time forfeit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="19"/>
        <source>Fourfold repetition (sennichite)</source>
        <translation>Fourfold repetition (sennichite)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="20"/>
        <source>Perpetual check: the checking side loses</source>
        <translation>Perpetual check: the checking side loses</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="21"/>
        <source>Impasse declaration (nyūgyoku)</source>
        <translation>Impasse declaration (nyūgyoku)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="22"/>
        <source>Draw by agreement</source>
        <translation>Draw by agreement</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="23"/>
        <source>Illegal move (foul)</source>
        <translation>Illegal move (foul)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="24"/>
        <source>Game aborted</source>
        <translation>Game aborted</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="25"/>
        <source>No mate (不詰)</source>
        <translation>No mate (不詰)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="26"/>
        <source>Adjourned with a sealed move (封じ手)</source>
        <translation>Adjourned with a sealed move (封じ手)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="27"/>
        <source>Won by default (不戦勝)</source>
        <translation>Won by default (不戦勝)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="28"/>
        <source>Move limit reached (最大手数)</source>
        <translation>Move limit reached (最大手数)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="36"/>
        <source>No result</source>
        <translation>No result</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="38"/>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/results.py" line="44"/>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="81"/>
        <source>Game Over</source>
        <translation>Game Over</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="86"/>
        <source>Moves played: %1</source>
        <translation>Moves played: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="88"/>
        <source>New Game…</source>
        <translation>New Game…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/game_over.py" line="89"/>
        <source>Save Record…</source>
        <translation>Save Record…</translation>
    </message>
</context>
<context>
    <name>GameTableModel</name>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="168"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="168"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="168"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="169"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="169"/>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="169"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="170"/>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="170"/>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="170"/>
        <source>File</source>
        <translation>File</translation>
    </message>
</context>
<context>
    <name>GraphDock</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="193"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="194"/>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="203"/>
        <source>Material balance</source>
        <translation>Material balance</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="197"/>
        <source>Ply</source>
        <translation>Ply</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="199"/>
        <source>Pawns (☗ ahead &gt; 0)</source>
        <translation>Pawns (☗ ahead &gt; 0)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="200"/>
        <source>Evaluation (blue) and material balance (brown)</source>
        <translation>Evaluation (blue) and material balance (brown)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/graph.py" line="202"/>
        <source>Material (☗ ahead &gt; 0)</source>
        <translation>Material (☗ ahead &gt; 0)</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../shogi_desktop/ui/help/rules_window.py" line="43"/>
        <source>Standard shogi</source>
        <translation>Standard shogi</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/rules_window.py" line="44"/>
        <source>Handicaps</source>
        <translation>Handicaps</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="59"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="60"/>
        <source>&amp;Rules of Play</source>
        <translation>&amp;Rules of Play</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="61"/>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Keyboard Shortcuts...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="62"/>
        <source>&amp;About Shogi Desktop</source>
        <translation>&amp;About Shogi Desktop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="113"/>
        <source>&lt;b&gt;Shogi Desktop %1&lt;/b&gt;&lt;br&gt;Play and study shogi, its handicaps and variants, the card add-on and Ōshō Fantasista, offline.</source>
        <translation>&lt;b&gt;Shogi Desktop %1&lt;/b&gt;&lt;br&gt;Play and study shogi, its handicaps and variants, the card add-on and Ōshō Fantasista, offline.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="115"/>
        <source>Rules: Help → Rules of Play. Keys: Help → Keyboard Shortcuts.</source>
        <translation>Rules: Help → Rules of Play. Keys: Help → Keyboard Shortcuts.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="116"/>
        <source>Piece faces: Noto Serif CJK JP; interface font: Noto Sans CJK JP (SIL Open Font License).</source>
        <translation>Piece faces: Noto Serif CJK JP; interface font: Noto Sans CJK JP (SIL Open Font License).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/menu.py" line="125"/>
        <source>About Shogi Desktop</source>
        <translation>About Shogi Desktop</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="135"/>
        <source>Import Report</source>
        <translation>Import Report</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="140"/>
        <source>%1, %2, %3.</source>
        <translation>%1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="136"/>
        <source>%n game(s) added</source>
        <translation>
            <numerusform>%n game added</numerusform>
            <numerusform>%n games added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="137"/>
        <source>%n already in the library</source>
        <translation>
            <numerusform>%n already in the library</numerusform>
            <numerusform>%n already in the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="138"/>
        <source>%n file(s) could not be read</source>
        <translation>
            <numerusform>%n file could not be read</numerusform>
            <numerusform>%n files could not be read</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="142"/>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="144"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="146"/>
        <source>The import was cancelled after %1 of %n file(s).</source>
        <translation>
            <numerusform>The import was cancelled after %1 of %n file.</numerusform>
            <numerusform>The import was cancelled after %1 of %n files.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="149"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>KifuMessages</name>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="38"/>
        <source>This is not a kifu format this program reads (KIF, KI2, CSA, JKF, a USI position, an SFEN or a Shogi Desktop record).</source>
        <translation>This is not a kifu format this program reads (KIF, KI2, CSA, JKF, a USI position, an SFEN or a Shogi Desktop record).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="40"/>
        <source>Unknown format %1.</source>
        <translation>Unknown format %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="41"/>
        <source>The file holds no game: it is empty.</source>
        <translation>The file holds no game: it is empty.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="42"/>
        <source>The file is not text in UTF-8 or Shift_JIS (byte 0x%1 at byte %2).</source>
        <translation>The file is not text in UTF-8 or Shift_JIS (byte 0x%1 at byte %2).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="43"/>
        <source>The file starts with a UTF-8 mark but is not UTF-8 (byte 0x%1 at byte %2).</source>
        <translation>The file starts with a UTF-8 mark but is not UTF-8 (byte 0x%1 at byte %2).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="44"/>
        <source>The file starts with a UTF-16 mark but is not UTF-16 (byte 0x%1 at byte %2).</source>
        <translation>The file starts with a UTF-16 mark but is not UTF-16 (byte 0x%1 at byte %2).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="46"/>
        <source>The character %1 cannot be written in %2.</source>
        <translation>The character %1 cannot be written in %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="47"/>
        <source>The record holds more than %1 moves and variations, more than this program reads.</source>
        <translation>The record holds more than %1 moves and variations, more than this program reads.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="49"/>
        <source>Unknown variant %1.</source>
        <translation>Unknown variant %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="50"/>
        <source>The start position cannot be read.</source>
        <translation>The start position cannot be read.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="51"/>
        <source>No game can be played from this position.</source>
        <translation>No game can be played from this position.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="52"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 is not a legal move here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="53"/>
        <source>The action %1 is not legal here.</source>
        <translation>The action %1 is not legal here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="54"/>
        <source>%1 is not an action this game knows.</source>
        <translation>%1 is not an action this game knows.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="55"/>
        <source>A move after the end of the game.</source>
        <translation>A move after the end of the game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="56"/>
        <source>A second ending.</source>
        <translation>A second ending.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="57"/>
        <source>The file could not be read because of an error in this program (%1). The error has been written to the log.</source>
        <translation>The file could not be read because of an error in this program (%1). The error has been written to the log.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="65"/>
        <source>Expected a move such as ７六歩 or ７六歩(77), found %1.</source>
        <translation>Expected a move such as ７六歩 or ７六歩(77), found %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="66"/>
        <source>Expected a move or an ending after the move number.</source>
        <translation>Expected a move or an ending after the move number.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="67"/>
        <source>Expected move %1, found move %2.</source>
        <translation>Expected move %1, found move %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="68"/>
        <source>The move number %1 is too large.</source>
        <translation>The move number %1 is too large.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="69"/>
        <source>Bad time %1: expected minutes:seconds, such as 1:05.</source>
        <translation>Bad time %1: expected minutes:seconds, such as 1:05.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="70"/>
        <source>A board diagram among the moves (expected a move line).</source>
        <translation>A board diagram among the moves (expected a move line).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="71"/>
        <source>変則： must come before the board diagram.</source>
        <translation>変則： must come before the board diagram.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="72"/>
        <source>変化：%1手 does not branch from the line before it (which ends at move %2).</source>
        <translation>変化：%1手 does not branch from the line before it (which ends at move %2).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="73"/>
        <source>Unknown handicap %1 (expected 平手, 香落ち, 角落ち, … or a board diagram).</source>
        <translation>Unknown handicap %1 (expected 平手, 香落ち, 角落ち, … or a board diagram).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="75"/>
        <source>手合割：その他 needs a board diagram.</source>
        <translation>手合割：その他 needs a board diagram.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="76"/>
        <source>The position in 変則SFEN： cannot be read.</source>
        <translation>The position in 変則SFEN： cannot be read.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="77"/>
        <source>The board diagram is not the position 変則SFEN： gives on line %1.</source>
        <translation>The board diagram is not the position 変則SFEN： gives on line %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="78"/>
        <source>Unknown handicap %1 in 変則手合割：.</source>
        <translation>Unknown handicap %1 in 変則手合割：.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="79"/>
        <source>A bad #event line (expected JSON).</source>
        <translation>A bad #event line (expected JSON).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="80"/>
        <source>Expected 】 after the action.</source>
        <translation>Expected 】 after the action.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="81"/>
        <source>Expected a move before the next ▲ or △.</source>
        <translation>Expected a move before the next ▲ or △.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="82"/>
        <source>Unexpected %1 after the move %2.</source>
        <translation>Unexpected %1 after the move %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="83"/>
        <source>Expected the source square, such as (77), or 打.</source>
        <translation>Expected the source square, such as (77), or 打.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="84"/>
        <source>No %1 piece on %2.</source>
        <translation>No %1 piece on %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="85"/>
        <source>%1 holds %2, not %3.</source>
        <translation>%1 holds %2, not %3.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="86"/>
        <source>A promoted piece (%1) cannot be dropped.</source>
        <translation>A promoted piece (%1) cannot be dropped.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="87"/>
        <source>同 (the same square) but there is no move before.</source>
        <translation>同 (the same square) but there is no move before.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="88"/>
        <source>%1打 is not a legal drop here.</source>
        <translation>%1打 is not a legal drop here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="89"/>
        <source>No %1 can move to %2 here.</source>
        <translation>No %1 can move to %2 here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="90"/>
        <source>No %1 fits %2 here.</source>
        <translation>No %1 fits %2 here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="91"/>
        <source>%1 is ambiguous: the %2 on %3 can all go there.</source>
        <translation>%1 is ambiguous: the %2 on %3 can all go there.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="92"/>
        <source>%1 is not legal here.</source>
        <translation>%1 is not legal here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="95"/>
        <source>Expected a piece, v or ・ in the board row, found %1.</source>
        <translation>Expected a piece, v or ・ in the board row, found %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="96"/>
        <source>Expected | after the ninth square.</source>
        <translation>Expected | after the ninth square.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="97"/>
        <source>Board rank %1 is given twice.</source>
        <translation>Board rank %1 is given twice.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="98"/>
        <source>The board has more than nine ranks.</source>
        <translation>The board has more than nine ranks.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="99"/>
        <source>The board diagram lacks rank %1.</source>
        <translation>The board diagram lacks rank %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="100"/>
        <source>Expected a piece in hand, found %1.</source>
        <translation>Expected a piece in hand, found %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="101"/>
        <source>Bad count %1 for %2.</source>
        <translation>Bad count %1 for %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="102"/>
        <source>Expected a board diagram (rows starting with |).</source>
        <translation>Expected a board diagram (rows starting with |).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="109"/>
        <source>PI must come before any other P line.</source>
        <translation>PI must come before any other P line.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="110"/>
        <source>Bad PI entry %1: expected a square and a piece, such as 82HI.</source>
        <translation>Bad PI entry %1: expected a square and a piece, such as 82HI.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="111"/>
        <source>PI: no %1 to remove on %2.</source>
        <translation>PI: no %1 to remove on %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="112"/>
        <source>P1..P9 cannot be combined with PI.</source>
        <translation>P1..P9 cannot be combined with PI.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="113"/>
        <source>Bad square in P%1: expected &apos; * &apos;, &apos;+FU&apos;, &apos;-KY&apos;, …, found %2.</source>
        <translation>Bad square in P%1: expected &apos; * &apos;, &apos;+FU&apos;, &apos;-KY&apos;, …, found %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="94"/>
        <source>A board row has the wrong number of squares: %1, expected 9.</source>
        <translation>A board row has the wrong number of squares: %1, expected 9.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="114"/>
        <source>P%1 has the wrong number of squares: %2, expected 9.</source>
        <translation>P%1 has the wrong number of squares: %2, expected 9.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="115"/>
        <source>Unexpected text after the ninth square of P%1: %2.</source>
        <translation>Unexpected text after the ninth square of P%1: %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="116"/>
        <source>Bad piece %1: expected a square and a piece, such as 22KA or 00FU.</source>
        <translation>Bad piece %1: expected a square and a piece, such as 22KA or 00FU.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="117"/>
        <source>00AL must end the line.</source>
        <translation>00AL must end the line.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="118"/>
        <source>%1 cannot be in hand.</source>
        <translation>%1 cannot be in hand.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="119"/>
        <source>Bad square %1.</source>
        <translation>Bad square %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="120"/>
        <source>Bad game information %1: expected $KEY:value.</source>
        <translation>Bad game information %1: expected $KEY:value.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="121"/>
        <source>A position line after the moves began.</source>
        <translation>A position line after the moves began.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="122"/>
        <source>Bad position line %1: expected PI, P1..P9, P+ or P-.</source>
        <translation>Bad position line %1: expected PI, P1..P9, P+ or P-.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="123"/>
        <source>The side to move is given twice.</source>
        <translation>The side to move is given twice.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="124"/>
        <source>Bad move %1: expected a sign, two squares and a piece, such as +7776FU.</source>
        <translation>Bad move %1: expected a sign, two squares and a piece, such as +7776FU.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="125"/>
        <source>Bad time %1: expected T and seconds, such as T12.</source>
        <translation>Bad time %1: expected T and seconds, such as T12.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="126"/>
        <source>A time (T) before any move.</source>
        <translation>A time (T) before any move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="127"/>
        <source>Unknown ending %1: expected %TORYO, %CHUDAN, %SENNICHITE, …</source>
        <translation>Unknown ending %1: expected %TORYO, %CHUDAN, %SENNICHITE, …</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="128"/>
        <source>Unexpected %1: expected a move, T, %, &apos;, V, N, $ or P line.</source>
        <translation>Unexpected %1: expected a move, T, %, &apos;, V, N, $ or P line.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="129"/>
        <source>%1: expected a move by %2.</source>
        <translation>%1: expected a move by %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="130"/>
        <source>%1: unknown piece %2.</source>
        <translation>%1: unknown piece %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="131"/>
        <source>%1: bad destination square.</source>
        <translation>%1: bad destination square.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="132"/>
        <source>%1: bad origin square.</source>
        <translation>%1: bad origin square.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="133"/>
        <source>%1: %2 cannot be dropped.</source>
        <translation>%1: %2 cannot be dropped.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="134"/>
        <source>%1: no piece on %2.</source>
        <translation>%1: no piece on %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="135"/>
        <source>%1: the piece on %2 is the opponent&apos;s.</source>
        <translation>%1: the piece on %2 is the opponent&apos;s.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="136"/>
        <source>%1: the piece on %2 is %3, not %4.</source>
        <translation>%1: the piece on %2 is %3, not %4.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="143"/>
        <source>This is not valid JSON.</source>
        <translation>This is not valid JSON.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="144"/>
        <source>The JSON nests too deeply.</source>
        <translation>The JSON nests too deeply.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="145"/>
        <source>%1: %2 is not a number this program accepts (finite, in range).</source>
        <translation>%1: %2 is not a number this program accepts (finite, in range).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="146"/>
        <source>%1 is not a number this program accepts (finite, in range).</source>
        <translation>%1 is not a number this program accepts (finite, in range).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="147"/>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="148"/>
        <source>The value at %1 is not one the format allows.</source>
        <translation>The value at %1 is not one the format allows.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="149"/>
        <source>%1: %2 is not a legal move here.</source>
        <translation>%1: %2 is not a legal move here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="150"/>
        <source>%1: a move after the end of the game.</source>
        <translation>%1: a move after the end of the game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="151"/>
        <source>This is not a Shogi Desktop record.</source>
        <translation>This is not a Shogi Desktop record.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="152"/>
        <source>Version %1: written by a newer Shogi Desktop (this one reads up to %2).</source>
        <translation>Version %1: written by a newer Shogi Desktop (this one reads up to %2).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="154"/>
        <source>Nothing to read: expected &apos;position startpos&apos;, an SFEN or moves.</source>
        <translation>Nothing to read: expected &apos;position startpos&apos;, an SFEN or moves.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="155"/>
        <source>Expected &apos;startpos&apos; or &apos;sfen&apos; after &apos;position&apos;.</source>
        <translation>Expected &apos;startpos&apos; or &apos;sfen&apos; after &apos;position&apos;.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="156"/>
        <source>An incomplete SFEN: expected BOARD SIDE HAND [MOVE-NUMBER].</source>
        <translation>An incomplete SFEN: expected BOARD SIDE HAND [MOVE-NUMBER].</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="157"/>
        <source>The SFEN cannot be read.</source>
        <translation>The SFEN cannot be read.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="158"/>
        <source>Unexpected %1: expected &apos;position&apos;, &apos;startpos&apos;, &apos;sfen&apos;, an SFEN or a move.</source>
        <translation>Unexpected %1: expected &apos;position&apos;, &apos;startpos&apos;, &apos;sfen&apos;, an SFEN or a move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="160"/>
        <source>Bad move %1: expected USI such as 7g7f, 8h2b+ or P*5e.</source>
        <translation>Bad move %1: expected USI such as 7g7f, 8h2b+ or P*5e.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="161"/>
        <source>A word of %1 characters: no USI move or SFEN field is that long.</source>
        <translation>A word of %1 characters: no USI move or SFEN field is that long.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="163"/>
        <source>This position breaks a rule of play, so no game reaches it; it was opened so that it can be studied.</source>
        <translation>This position breaks a rule of play, so no game reaches it; it was opened so that it can be studied.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="165"/>
        <source>Move %1 (%2) is not legal: the game was read up to move %3 and ends with %4&apos;s loss by an illegal move (反則負け).</source>
        <translation>Move %1 (%2) is not legal: the game was read up to move %3 and ends with %4&apos;s loss by an illegal move (反則負け).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="167"/>
        <source>A second ending (%1) after the first one was left out.</source>
        <translation>A second ending (%1) after the first one was left out.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="168"/>
        <source>Move %1 is numbered %2 in the file; it was read as move %1.</source>
        <translation>Move %1 is numbered %2 in the file; it was read as move %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="169"/>
        <source>%1 after the ninth square of P%2 was left out.</source>
        <translation>%1 after the ninth square of P%2 was left out.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="176"/>
        <source>sente</source>
        <translation>sente</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="176"/>
        <source>gote</source>
        <translation>gote</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="177"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="177"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="178"/>
        <source>Black (+)</source>
        <translation>Black (+)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="178"/>
        <source>White (-)</source>
        <translation>White (-)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="184"/>
        <source>The file cannot be read (%1).</source>
        <translation>The file cannot be read (%1).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="200"/>
        <source>Line %1, column %2</source>
        <translation>Line %1, column %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/kifu_messages.py" line="225"/>
        <source>.</source>
        <translation>.</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="176"/>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="177"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="178"/>
        <source>Show solution</source>
        <translation>Show solution</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="179"/>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="180"/>
        <source>Read the rule</source>
        <translation>Read the rule</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="181"/>
        <source>Next lesson</source>
        <translation>Next lesson</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="182"/>
        <source>Hints and the solution appear here when you ask for them.</source>
        <translation>Hints and the solution appear here when you ask for them.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="184"/>
        <source>Some of your lesson files have problems; those lessons were left out:</source>
        <translation>Some of your lesson files have problems; those lessons were left out:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="215"/>
        <source>Your lessons</source>
        <translation>Your lessons</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="235"/>
        <source>Solved</source>
        <translation>Solved</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="239"/>
        <source>%1 of %2 lessons solved</source>
        <translation>%1 of %2 lessons solved</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="297"/>
        <source>You play Black (☗).</source>
        <translation>You play Black (☗).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="297"/>
        <source>You play White (☖).</source>
        <translation>You play White (☖).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="305"/>
        <source>Hint %1: %2</source>
        <translation>Hint %1: %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="310"/>
        <source>Solution: %1</source>
        <translation>Solution: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="346"/>
        <source>Right. The answer is %1; your move again.</source>
        <translation>Right. The answer is %1; your move again.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="355"/>
        <source>Solved!</source>
        <translation>Solved!</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lessons_window.py" line="430"/>
        <source>The solution is played on the board. Press Try again to play it yourself.</source>
        <translation>The solution is played on the board. Press Try again to play it yourself.</translation>
    </message>
</context>
<context>
    <name>LibraryService</name>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="717"/>
        <source>Another program is using the game library, so it cannot be opened now. Try again in a moment; games you finish meanwhile are kept and listed then.</source>
        <translation>Another program is using the game library, so it cannot be opened now. Try again in a moment; games you finish meanwhile are kept and listed then.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="721"/>
        <source>The game library cannot be opened: %1</source>
        <translation>The game library cannot be opened: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="728"/>
        <source>%n game(s) that an interrupted import or save had not listed yet were added to the library.</source>
        <translation>
            <numerusform>%n game that an interrupted import or save had not listed yet was added to the library.</numerusform>
            <numerusform>%n games that an interrupted import or save had not listed yet were added to the library.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="734"/>
        <source>Game Library</source>
        <translation>Game Library</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="724"/>
        <source>The library database was damaged. It was rebuilt from %1 saved records; the damaged file was kept as %2.</source>
        <translation>The library database was damaged. It was rebuilt from %1 saved records; the damaged file was kept as %2.</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="78"/>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="81"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="389"/>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="83"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="390"/>
        <source>Unfinished</source>
        <translation>Unfinished</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="90"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="345"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="510"/>
        <source>Game Library</source>
        <translation>Game Library</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="346"/>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="347"/>
        <source>Part of either player&apos;s name</source>
        <translation>Part of either player&apos;s name</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="348"/>
        <source>Comment:</source>
        <translation>Comment:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="349"/>
        <source>Text in the comments</source>
        <translation>Text in the comments</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="350"/>
        <source>Date:</source>
        <translation>Date:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="351"/>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="352"/>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="353"/>
        <source>Result:</source>
        <translation>Result:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="354"/>
        <source>Tag:</source>
        <translation>Tag:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="357"/>
        <source>Any tag</source>
        <translation>Any tag</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="358"/>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="359"/>
        <source>&amp;Tags...</source>
        <translation>&amp;Tags...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="360"/>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="361"/>
        <source>&amp;Export...</source>
        <translation>&amp;Export...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="362"/>
        <source>&amp;Import Folder...</source>
        <translation>&amp;Import Folder...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="363"/>
        <source>&amp;Continue Import</source>
        <translation>&amp;Continue Import</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="364"/>
        <source>Import the rest of the folder whose import was cancelled or interrupted (the files already read are skipped)</source>
        <translation>Import the rest of the folder whose import was cancelled or interrupted (the files already read are skipped)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="366"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="367"/>
        <source>Library Tool Bar</source>
        <translation>Library Tool Bar</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="386"/>
        <source>Any result</source>
        <translation>Any result</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="387"/>
        <source>Black (☗) won</source>
        <translation>Black (☗) won</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="388"/>
        <source>White (☖) won</source>
        <translation>White (☖) won</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="399"/>
        <source>Any variant</source>
        <translation>Any variant</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="400"/>
        <source>Any handicap</source>
        <translation>Any handicap</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="457"/>
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%1 of %n game</numerusform>
            <numerusform>%1 of %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="544"/>
        <source>Delete %n game(s) from the library? Their record files are removed too.</source>
        <translation>
            <numerusform>Delete %n game from the library? Its record file is removed too.</numerusform>
            <numerusform>Delete %n games from the library? Their record files are removed too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="558"/>
        <source>%n game(s) deleted</source>
        <translation>
            <numerusform>%n game deleted</numerusform>
            <numerusform>%n games deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/library/window.py" line="581"/>
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>%n game exported to %1</numerusform>
            <numerusform>%n games exported to %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="474"/>
        <source>Another program is using the library, so it was opened for reading only: games can be searched, opened and exported, but not added, tagged or deleted. Close the other program and open the library again to change it.</source>
        <translation>Another program is using the library, so it was opened for reading only: games can be searched, opened and exported, but not added, tagged or deleted. Close the other program and open the library again to change it.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="478"/>
        <source>The library folder %1 cannot be written, so the library was opened for reading only: games can be searched, opened and exported, but not added, tagged or deleted.</source>
        <translation>The library folder %1 cannot be written, so the library was opened for reading only: games can be searched, opened and exported, but not added, tagged or deleted.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="482"/>
        <source>The import of %1 did not finish. Continue Import reads the files it has not read yet.</source>
        <translation>The import of %1 did not finish. Continue Import reads the files it has not read yet.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="521"/>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="522"/>
        <source>Tags, separated by commas:</source>
        <translation>Tags, separated by commas:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="543"/>
        <source>Delete Games</source>
        <translation>Delete Games</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="566"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="578"/>
        <location filename="../shogi_desktop/ui/library/window.py" line="584"/>
        <source>Export Games</source>
        <translation>Export Games</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="566"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="570"/>
        <source>Export to Folder</source>
        <translation>Export to Folder</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="583"/>
        <source>Not exported:</source>
        <translation>Not exported:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="590"/>
        <source>Import a Folder of Kifu Files</source>
        <translation>Import a Folder of Kifu Files</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="621"/>
        <source>Importing</source>
        <translation>Importing</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="622"/>
        <source>Looking for kifu files in %1…</source>
        <translation>Looking for kifu files in %1…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="623"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="646"/>
        <source>Importing %1 of %2: %3</source>
        <translation>Importing %1 of %2: %3</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/window.py" line="669"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/library/import_ui.py" line="61"/>
        <source>Another program is using the library: try the import again when it is done.</source>
        <translation>Another program is using the library: try the import again when it is done.</translation>
    </message>
</context>
<context>
    <name>MagicDock</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="96"/>
        <source>Magic</source>
        <translation>Magic</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="97"/>
        <source>Cancel magic</source>
        <translation>Cancel magic</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="98"/>
        <source>Leave magic mode (Esc or a right click on the board)</source>
        <translation>Leave magic mode (Esc or a right click on the board)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="131"/>
        <source>%1 (a piece on the board)</source>
        <translation>%1 (a piece on the board)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="158"/>
        <source>Use</source>
        <translation>Use</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/dock.py" line="172"/>
        <source>No magic held</source>
        <translation>No magic held</translation>
    </message>
</context>
<context>
    <name>MagicMode</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/mode.py" line="22"/>
        <source>Magic cancelled.</source>
        <translation>Magic cancelled.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/mode.py" line="24"/>
        <source>Magic: %1 (Esc or right click cancels).</source>
        <translation>Magic: %1 (Esc or right click cancels).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/mode.py" line="26"/>
        <source>Magic: %1, or the marked square to stop here (Esc or right click cancels).</source>
        <translation>Magic: %1, or the marked square to stop here (Esc or right click cancels).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="362"/>
        <source>Shogi Desktop</source>
        <translation>Shogi Desktop</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="363"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="364"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="365"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="366"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="369"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordinates</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="370"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="373"/>
        <source>&amp;New Game...</source>
        <translation>&amp;New Game...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="373"/>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="374"/>
        <source>&amp;Draw by Agreement</source>
        <translation>&amp;Draw by Agreement</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="375"/>
        <source>Declare &amp;Impasse (入玉宣言)</source>
        <translation>Declare &amp;Impasse (入玉宣言)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="376"/>
        <source>&amp;Position Editor...</source>
        <translation>&amp;Position Editor...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="377"/>
        <source>&amp;Engines...</source>
        <translation>&amp;Engines...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="378"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="379"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Take Back</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="380"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="381"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Flip Board</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="382"/>
        <source>First Move</source>
        <translation>First Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="383"/>
        <source>Previous Move</source>
        <translation>Previous Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="384"/>
        <source>Next Move</source>
        <translation>Next Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="385"/>
        <source>Last Move</source>
        <translation>Last Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="386"/>
        <source>Previous Variation</source>
        <translation>Previous Variation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="387"/>
        <source>Next Variation</source>
        <translation>Next Variation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="388"/>
        <source>Show &amp;Legal Moves</source>
        <translation>Show &amp;Legal Moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="389"/>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Mute Sounds</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="390"/>
        <source>&amp;Japanese (１一)</source>
        <translation>&amp;Japanese (１一)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="391"/>
        <source>&amp;USI (1a)</source>
        <translation>&amp;USI (1a)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="392"/>
        <source>&amp;System Language</source>
        <translation>&amp;System Language</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="395"/>
        <source>&amp;Piece Guide...</source>
        <translation>&amp;Piece Guide...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="399"/>
        <source>Material &amp;Graph</source>
        <translation>Material &amp;Graph</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="400"/>
        <source>&amp;Library...</source>
        <translation>&amp;Library...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="401"/>
        <source>&amp;Move List</source>
        <translation>&amp;Move List</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="402"/>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="403"/>
        <source>Tool Bar</source>
        <translation>Tool Bar</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="525"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="541"/>
        <source>The impasse declaration is not valid here (27-point rule: king in the enemy camp, ten pieces there, enough points, not in check).</source>
        <translation>The impasse declaration is not valid here (27-point rule: king in the enemy camp, ten pieces there, enough points, not in check).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="547"/>
        <source>Nothing to take back here.</source>
        <translation>Nothing to take back here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="557"/>
        <source>Nothing to redo.</source>
        <translation>Nothing to redo.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="671"/>
        <location filename="../shogi_desktop/ui/main_window.py" line="672"/>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/main_window.py" line="676"/>
        <source>The computer could not move: %1</source>
        <translation>The computer could not move: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="91"/>
        <source>computer, level %1</source>
        <translation>computer, level %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="107"/>
        <source>byoyomi %1</source>
        <translation>byoyomi %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="122"/>
        <source>Move %1 — %2 to move</source>
        <translation>Move %1 — %2 to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/players.py" line="125"/>
        <source>Check!</source>
        <translation>Check!</translation>
    </message>
</context>
<context>
    <name>MateSearchDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="97"/>
        <source>Searching…</source>
        <translation>Searching…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="106"/>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="119"/>
        <source>The mate search failed: %1</source>
        <translation>The mate search failed: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="125"/>
        <source>%Ln position(s) searched, %1 s</source>
        <translation>
            <numerusform>%Ln position searched, %1 s</numerusform>
            <numerusform>%Ln positions searched, %1 s</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="127"/>
        <source>A mate in %1 is found; looking for a shorter one…</source>
        <translation>A mate in %1 is found; looking for a shorter one…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="141"/>
        <source>There is no mate: every check has been refuted.</source>
        <translation>There is no mate: every check has been refuted.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="143"/>
        <source>No mate found: every mating try passes a magic gain (a die roll), and the search does not count on chance.</source>
        <translation>No mate found: every mating try passes a magic gain (a die roll), and the search does not count on chance.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="146"/>
        <source>Cancelled: no mate found so far.</source>
        <translation>Cancelled: no mate found so far.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="148"/>
        <source>No mate found within the limit.</source>
        <translation>No mate found within the limit.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="168"/>
        <source>Mate in %1:</source>
        <translation>Mate in %1:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="170"/>
        <source>Mate in %1 (a shorter one may exist):</source>
        <translation>Mate in %1 (a shorter one may exist):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="171"/>
        <source>The line is in the move list after this position.</source>
        <translation>The line is in the move list after this position.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="172"/>
        <source>It is not added to the move list: the game goes on from this position.</source>
        <translation>It is not added to the move list: the game goes on from this position.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="191"/>
        <source>Mate Search</source>
        <translation>Mate Search</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="192"/>
        <source>Time limit:</source>
        <translation>Time limit:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="193"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="194"/>
        <source>&amp;Search</source>
        <translation>&amp;Search</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="195"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_dialog.py" line="196"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>MateSearchUi</name>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="52"/>
        <source>Mate search: the side not to move is in check here.</source>
        <translation>Mate search: the side not to move is in check here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="54"/>
        <source>Mate search: the side to move is in check; it cannot give mate.</source>
        <translation>Mate search: the side to move is in check; it cannot give mate.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="56"/>
        <source>Mate search: the side to move has no legal move.</source>
        <translation>Mate search: the side to move has no legal move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/analysis/mate_search.py" line="98"/>
        <source>Mate &amp;Search…</source>
        <translation>Mate &amp;Search…</translation>
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
        <translation>Move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="189"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="190"/>
        <source>Comment on this move:</source>
        <translation>Comment on this move:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="191"/>
        <source>Write a comment for the selected move</source>
        <translation>Write a comment for the selected move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="269"/>
        <source>Start: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="375"/>
        <source>Promote variation</source>
        <translation>Promote variation</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/game/movelist.py" line="378"/>
        <source>Delete from here</source>
        <translation>Delete from here</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="448"/>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="449"/>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="450"/>
        <source>Setup:</source>
        <translation>Setup:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="451"/>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="452"/>
        <source>Custom handicap</source>
        <translation>Custom handicap</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="453"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="454"/>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="455"/>
        <source>Main time:</source>
        <translation>Main time:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="456"/>
        <source>Byoyomi:</source>
        <translation>Byoyomi:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="457"/>
        <source>Fischer increment per move:</source>
        <translation>Fischer increment per move:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="458"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="459"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="460"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="461"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="462"/>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="517"/>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="475"/>
        <source>Even game (hirate)</source>
        <translation>Even game (hirate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="478"/>
        <source>Custom…</source>
        <translation>Custom…</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="484"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="485"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="486"/>
        <source>The built-in engine plays this side</source>
        <translation>The built-in engine plays this side</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="487"/>
        <source>Level </source>
        <translation>Level </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="488"/>
        <source>The computer&apos;s strength: 1 (beginner) to 10 (strongest)</source>
        <translation>The computer&apos;s strength: 1 (beginner) to 10 (strongest)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="489"/>
        <source>Its first moves come from the opening book (Game → Opening Book…): level 10 plays the main lines, levels 1 to 3 soon leave them.</source>
        <translation>Its first moves come from the opening book (Game → Opening Book…): level 10 plays the main lines, levels 1 to 3 soon leave them.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="522"/>
        <source>A beginner: reads one move ahead, often misses pieces attacked from afar and leaves its own pieces hanging.</source>
        <translation>A beginner: reads one move ahead, often misses pieces attacked from afar and leaves its own pieces hanging.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="524"/>
        <source>A novice: reads one move ahead, sometimes misses a bishop or rook across the board and now and then leaves a piece hanging.</source>
        <translation>A novice: reads one move ahead, sometimes misses a bishop or rook across the board and now and then leaves a piece hanging.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="526"/>
        <source>A casual player: reads two moves ahead and overlooks some attacks from afar.</source>
        <translation>A casual player: reads two moves ahead and overlooks some attacks from afar.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="527"/>
        <source>A club beginner: reads two moves ahead and sometimes plays a second-best move.</source>
        <translation>A club beginner: reads two moves ahead and sometimes plays a second-best move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="528"/>
        <source>An improving player: reads three moves ahead, with some inaccuracies.</source>
        <translation>An improving player: reads three moves ahead, with some inaccuracies.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="529"/>
        <source>An intermediate player: reads three moves ahead, with fewer inaccuracies.</source>
        <translation>An intermediate player: reads three moves ahead, with fewer inaccuracies.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="530"/>
        <source>A solid player: reads four moves ahead, castles and attacks.</source>
        <translation>A solid player: reads four moves ahead, castles and attacks.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="531"/>
        <source>A strong club player: reads five moves ahead, with rare inaccuracies.</source>
        <translation>A strong club player: reads five moves ahead, with rare inaccuracies.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="532"/>
        <source>An expert: reads deep and almost never errs on purpose.</source>
        <translation>An expert: reads deep and almost never errs on purpose.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="533"/>
        <source>The strongest: its full strength in the time it is given; castles its king and plays the main opening lines.</source>
        <translation>The strongest: its full strength in the time it is given; castles its king and plays the main opening lines.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="622"/>
        <source>%1 moves first</source>
        <translation>%1 moves first</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="667"/>
        <source>Moves first: %1</source>
        <translation>Moves first: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="671"/>
        <source>Handicaps apply to standard shogi only</source>
        <translation>Handicaps apply to standard shogi only</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="721"/>
        <source>A Fischer increment needs some main time or byoyomi.</source>
        <translation>A Fischer increment needs some main time or byoyomi.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/new_game.py" line="723"/>
        <source>Set a main time or byoyomi, or switch the time control off.</source>
        <translation>Set a main time or byoyomi, or switch the time control off.</translation>
    </message>
</context>
<context>
    <name>PieceGuide</name>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="469"/>
        <source>Piece Guide</source>
        <translation>Piece Guide</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="471"/>
        <source>steps one square</source>
        <translation>steps one square</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="472"/>
        <source>slides any distance (bounce points marked)</source>
        <translation>slides any distance (bounce points marked)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="473"/>
        <source>jumps, over any piece</source>
        <translation>jumps, over any piece</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="474"/>
        <source>moves there, but cannot capture there</source>
        <translation>moves there, but cannot capture there</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="475"/>
        <source>captures there only</source>
        <translation>captures there only</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="476"/>
        <source>captures here and may step again</source>
        <translation>captures here and may step again</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="480"/>
        <source>Click a square to place the piece there. The piece is shown as Black&apos;s (moving up the board).</source>
        <translation>Click a square to place the piece there. The piece is shown as Black&apos;s (moving up the board).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="499"/>
        <source>Its diagonal slides bounce off every edge of the board; a path ends in a corner, at the first piece, or on returning to its start square.</source>
        <translation>Its diagonal slides bounce off every edge of the board; a path ends in a corner, at the first piece, or on returning to its start square.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="501"/>
        <source>Its diagonal slides bounce off the side edges (files 1 and 9) only.</source>
        <translation>Its diagonal slides bounce off the side edges (files 1 and 9) only.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="502"/>
        <source>Its diagonal slides bounce off the top and bottom edges (ranks a and i) only.</source>
        <translation>Its diagonal slides bounce off the top and bottom edges (ranks a and i) only.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="504"/>
        <source>It cannot be captured.</source>
        <translation>It cannot be captured.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="505"/>
        <source>After capturing with a one-square step it may make a second step in the same turn, capturing again, moving on, or returning to its start square (capture in place, 居食い). A two-step move that captures nothing and comes back is not allowed.</source>
        <translation>After capturing with a one-square step it may make a second step in the same turn, capturing again, moving on, or returning to its start square (capture in place, 居食い). A two-step move that captures nothing and comes back is not allowed.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="523"/>
        <source>Moves from %1: %2 squares.</source>
        <translation>Moves from %1: %2 squares.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="525"/>
        <source>Movement (Betza notation): %1</source>
        <translation>Movement (Betza notation): %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="527"/>
        <source>Promotes to: %1</source>
        <translation>Promotes to: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="529"/>
        <source>Promoted from: %1</source>
        <translation>Promoted from: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="531"/>
        <source>Does not promote.</source>
        <translation>Does not promote.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="533"/>
        <source>Royal: the game is lost when it is checkmated.</source>
        <translation>Royal: the game is lost when it is checkmated.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="541"/>
        <source>Captured by %1: it leaves the game.</source>
        <translation>Captured by %1: it leaves the game.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/piece_guide.py" line="543"/>
        <source>Captured by %1: it goes to the hand as %2.</source>
        <translation>Captured by %1: it goes to the hand as %2.</translation>
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
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="370"/>
        <source>Edit Position</source>
        <translation>Edit Position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="371"/>
        <source>Pieces (right click removes)</source>
        <translation>Pieces (right click removes)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="372"/>
        <source>Eraser</source>
        <translation>Eraser</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="373"/>
        <source>Flip side</source>
        <translation>Flip side</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="374"/>
        <source>Promote</source>
        <translation>Promote</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="375"/>
        <source>Click a piece to remove it</source>
        <translation>Click a piece to remove it</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="376"/>
        <source>Click a piece to give it to the other side</source>
        <translation>Click a piece to give it to the other side</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="377"/>
        <source>Click a piece to promote or unpromote it</source>
        <translation>Click a piece to promote or unpromote it</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="383"/>
        <source>Pieces in hand: %1</source>
        <translation>Pieces in hand: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="386"/>
        <source>Side to move</source>
        <translation>Side to move</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="389"/>
        <source>Start from:</source>
        <translation>Start from:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="390"/>
        <source>Even</source>
        <translation>Even</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="391"/>
        <source>Empty</source>
        <translation>Empty</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="392"/>
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="393"/>
        <source>Save as Lesson...</source>
        <translation>Save as Lesson...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="394"/>
        <source>Problems:</source>
        <translation>Problems:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/position_editor.py" line="492"/>
        <source>No problems: the position can be played.</source>
        <translation>No problems: the position can be played.</translation>
    </message>
</context>
<context>
    <name>PromotionChooser</name>
    <message>
        <location filename="../shogi_desktop/ui/board/promotion_chooser.py" line="42"/>
        <source>Choose: promote (red face) or keep the piece as it is</source>
        <translation>Choose: promote (red face) or keep the piece as it is</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/board/promotion_chooser.py" line="68"/>
        <source>Promote</source>
        <translation>Promote</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/board/promotion_chooser.py" line="68"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/text/qt_strings.py" line="19"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/qt_strings.py" line="20"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>RealDieDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="69"/>
        <source>Roll the die</source>
        <translation>Roll the die</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="72"/>
        <source>%1 gains a magic: roll your 20-sided die and enter the face.</source>
        <translation>%1 gains a magic: roll your 20-sided die and enter the face.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/gain.py" line="79"/>
        <source>Face:</source>
        <translation>Face:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="14"/>
        <source>That is not your piece.</source>
        <translation>That is not your piece.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="15"/>
        <source>There is no piece there.</source>
        <translation>There is no piece there.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="16"/>
        <source>The piece cannot move there.</source>
        <translation>The piece cannot move there.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="17"/>
        <source>One of your own pieces stands there.</source>
        <translation>One of your own pieces stands there.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="18"/>
        <source>Your king would be in check (王手放置).</source>
        <translation>Your king would be in check (王手放置).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="19"/>
        <source>Two unpromoted pawns on one file (二歩).</source>
        <translation>Two unpromoted pawns on one file (二歩).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="20"/>
        <source>Checkmate by a pawn drop (打ち歩詰め).</source>
        <translation>Checkmate by a pawn drop (打ち歩詰め).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="22"/>
        <source>A piece dropped there could never move (行き所のない駒).</source>
        <translation>A piece dropped there could never move (行き所のない駒).</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="24"/>
        <source>The piece must promote there: it could never move again.</source>
        <translation>The piece must promote there: it could never move again.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="26"/>
        <source>The piece cannot promote on this move.</source>
        <translation>The piece cannot promote on this move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="27"/>
        <source>You have no such piece in hand.</source>
        <translation>You have no such piece in hand.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="28"/>
        <source>A piece can only be dropped on an empty square.</source>
        <translation>A piece can only be dropped on an empty square.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="30"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="31"/>
        <source>That piece cannot be captured.</source>
        <translation>That piece cannot be captured.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="34"/>
        <location filename="../shogi_desktop/ui/text/rule_texts.py" line="35"/>
        <source>Illegal move.</source>
        <translation>Illegal move.</translation>
    </message>
</context>
<context>
    <name>ReservedFacesDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="71"/>
        <source>Reserved faces 9–18</source>
        <translation>Reserved faces 9–18</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="73"/>
        <source>By default a reserved face gives the 4–8 result of the fairy&apos;s table. Any face may give another magic, of any fairy.</source>
        <translation>By default a reserved face gives the 4–8 result of the fairy&apos;s table. Any face may give another magic, of any fairy.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="81"/>
        <source>Default: %1</source>
        <translation>Default: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="82"/>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/fantasista/options.py" line="88"/>
        <source>Face %1:</source>
        <translation>Face %1:</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="57"/>
        <source>Resume Game</source>
        <translation>Resume Game</translation>
    </message>
    <message numerus="yes">
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="58"/>
        <source>An unfinished game was found (%n move(s), saved %1). Resume it?</source>
        <translation>
            <numerusform>An unfinished game was found (%n move, saved %1). Resume it?</numerusform>
            <numerusform>An unfinished game was found (%n moves, saved %1). Resume it?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="61"/>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="62"/>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/resume.py" line="86"/>
        <source>The unfinished game was kept as %1</source>
        <translation>The unfinished game was kept as %1</translation>
    </message>
</context>
<context>
    <name>RulesBookWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="153"/>
        <source>Rules Book</source>
        <translation>Rules Book</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="154"/>
        <source>Show me</source>
        <translation>Show me</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="155"/>
        <source>Play the key action of this page on the board</source>
        <translation>Play the key action of this page on the board</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="156"/>
        <source>Start again</source>
        <translation>Start again</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="157"/>
        <source>Practise this</source>
        <translation>Practise this</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="259"/>
        <source>See also:</source>
        <translation>See also:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="289"/>
        <source>Try these too, and compare: %1</source>
        <translation>Try these too, and compare: %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="307"/>
        <source>Checkmate.</source>
        <translation>Checkmate.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="309"/>
        <source>No legal move, and no check: stalemate, a loss for the side to move.</source>
        <translation>No legal move, and no check: stalemate, a loss for the side to move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/book_window.py" line="314"/>
        <source>Check, but not mate: %1 answers it.</source>
        <translation>Check, but not mate: %1 answers it.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../shogi_desktop/ui/help/rules_window.py" line="105"/>
        <source>Rules of Play</source>
        <translation>Rules of Play</translation>
    </message>
</context>
<context>
    <name>SaveLessonDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="109"/>
        <source>Save as Lesson</source>
        <translation>Save as Lesson</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="112"/>
        <source>Title (Japanese):</source>
        <translation>Title (Japanese):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="112"/>
        <source>Title (English):</source>
        <translation>Title (English):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="113"/>
        <source>Task (Japanese):</source>
        <translation>Task (Japanese):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="113"/>
        <source>Task (English):</source>
        <translation>Task (English):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="114"/>
        <source>The move must:</source>
        <translation>The move must:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="114"/>
        <source>Square:</source>
        <translation>Square:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="115"/>
        <source>Card or magic:</source>
        <translation>Card or magic:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="115"/>
        <source>Solution:</source>
        <translation>Solution:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="116"/>
        <source>Hints (Japanese, one a line):</source>
        <translation>Hints (Japanese, one a line):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="117"/>
        <source>Hints (English, one a line):</source>
        <translation>Hints (English, one a line):</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="123"/>
        <source>checkmate</source>
        <translation>checkmate</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="123"/>
        <source>capture the piece on the square</source>
        <translation>capture the piece on the square</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="124"/>
        <source>bring a piece to the square</source>
        <translation>bring a piece to the square</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="124"/>
        <source>give check</source>
        <translation>give check</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="125"/>
        <source>use a card or magic</source>
        <translation>use a card or magic</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="150"/>
        <source>Give a square such as 5c.</source>
        <translation>Give a square such as 5c.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="152"/>
        <source>No legal move does that in this position.</source>
        <translation>No legal move does that in this position.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/lesson_save.py" line="186"/>
        <source>The lesson could not be saved in %1: %2</source>
        <translation>The lesson could not be saved in %1: %2</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="38"/>
        <source>Keyboard Shortcuts</source>
        <translation>Keyboard Shortcuts</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="41"/>
        <source>Move a piece</source>
        <translation>Move a piece</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="41"/>
        <source>Drag it, or click it and then its square</source>
        <translation>Drag it, or click it and then its square</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="42"/>
        <source>Cancel a selection, a card or a magic</source>
        <translation>Cancel a selection, a card or a magic</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="42"/>
        <source>Esc, or a right click</source>
        <translation>Esc, or a right click</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="43"/>
        <source>How a piece moves</source>
        <translation>How a piece moves</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="43"/>
        <source>Right-click it: Piece Guide</source>
        <translation>Right-click it: Piece Guide</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="46"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/help/shortcuts.py" line="46"/>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="27"/>
        <source>Black (shitate)</source>
        <translation>Black (shitate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="28"/>
        <source>White (uwate)</source>
        <translation>White (uwate)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="30"/>
        <source>Black (sente)</source>
        <translation>Black (sente)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/text/names.py" line="31"/>
        <source>White (gote)</source>
        <translation>White (gote)</translation>
    </message>
</context>
<context>
    <name>StorageNotices</name>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="33"/>
        <source>%1 could not be read and could not be moved aside either. It is left as it is and will not be written over.</source>
        <translation>%1 could not be read and could not be moved aside either. It is left as it is and will not be written over.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="37"/>
        <source>The settings file could not be read, so the default settings are used. The damaged file was kept as %1.</source>
        <translation>The settings file could not be read, so the default settings are used. The damaged file was kept as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="40"/>
        <source>Some settings had values this version cannot use; their defaults are used. The file as it was is kept as %1.</source>
        <translation>Some settings had values this version cannot use; their defaults are used. The file as it was is kept as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="43"/>
        <source>The list of registered engines could not be read, so no engine is registered now. The damaged file was kept as %1.</source>
        <translation>The list of registered engines could not be read, so no engine is registered now. The damaged file was kept as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="46"/>
        <source>Some registered engines or their option values could not be read and were left out. The file as it was is kept as %1.</source>
        <translation>Some registered engines or their option values could not be read and were left out. The file as it was is kept as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="49"/>
        <source>The autosaved game could not be read, so it cannot be resumed. The damaged file was kept as %1.</source>
        <translation>The autosaved game could not be read, so it cannot be resumed. The damaged file was kept as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="52"/>
        <source>%2 could not be used. It was kept as %1.</source>
        <translation>%2 could not be used. It was kept as %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="76"/>
        <source>Some files could not be used. Nothing was deleted:</source>
        <translation>Some files could not be used. Nothing was deleted:</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="78"/>
        <source>Files Kept Aside</source>
        <translation>Files Kept Aside</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="92"/>
        <source>the folder is read-only</source>
        <translation>the folder is read-only</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="94"/>
        <source>permission was denied</source>
        <translation>permission was denied</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="96"/>
        <source>a folder of that name is in the way</source>
        <translation>a folder of that name is in the way</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="98"/>
        <source>a file is in the way of its folder</source>
        <translation>a file is in the way of its folder</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="100"/>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="125"/>
        <source>The game cannot be autosaved to %1: %2.</source>
        <translation>The game cannot be autosaved to %1: %2.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="133"/>
        <source>Autosave works again.</source>
        <translation>Autosave works again.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="135"/>
        <source>Not autosaved</source>
        <translation>Not autosaved</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="141"/>
        <source>Autosave</source>
        <translation>Autosave</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/dialogs/storage_notices.py" line="145"/>
        <source>The game goes on, but it would be lost if the program stopped. Save it with File → Save As to keep it.</source>
        <translation>The game goes on, but it would be lost if the program stopped. Save it with File → Save As to keep it.</translation>
    </message>
</context>
<context>
    <name>Teaching</name>
    <message>
        <location filename="../shogi_desktop/ui/teach/help_buttons.py" line="56"/>
        <source>Open the rules book at this page (with an example to play)</source>
        <translation>Open the rules book at this page (with an example to play)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/install.py" line="41"/>
        <source>Rules &amp;Book (with examples to play)...</source>
        <translation>Rules &amp;Book (with examples to play)...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/install.py" line="42"/>
        <source>&amp;Lessons...</source>
        <translation>&amp;Lessons...</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="26"/>
        <source>Variants</source>
        <translation>Variants</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="28"/>
        <source>Cards, second edition</source>
        <translation>Cards, second edition</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="30"/>
        <source>Cards, first edition</source>
        <translation>Cards, first edition</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="32"/>
        <source>Ōshō Fantasista (fairies and magic)</source>
        <translation>Ōshō Fantasista (fairies and magic)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="33"/>
        <source>Other pages</source>
        <translation>Other pages</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="38"/>
        <source>That does not use the power this lesson is about.</source>
        <translation>That does not use the power this lesson is about.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="39"/>
        <source>That is not the move the lesson asks for.</source>
        <translation>That is not the move the lesson asks for.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="40"/>
        <source>The target piece is still on the board.</source>
        <translation>The target piece is still on the board.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="41"/>
        <source>No piece of yours stands on the goal square.</source>
        <translation>No piece of yours stands on the goal square.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="42"/>
        <source>That is not checkmate: the king can still escape.</source>
        <translation>That is not checkmate: the king can still escape.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="43"/>
        <source>That does not give check.</source>
        <translation>That does not give check.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="44"/>
        <source>The piece did not come to your hand.</source>
        <translation>The piece did not come to your hand.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="45"/>
        <source>A piece that should be safe can be taken.</source>
        <translation>A piece that should be safe can be taken.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="58"/>
        <source>That move is not legal here.</source>
        <translation>That move is not legal here.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="62"/>
        <source>Legal, but not the way to the goal. Try another move.</source>
        <translation>Legal, but not the way to the goal. Try another move.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="64"/>
        <source>This lesson is already solved.</source>
        <translation>This lesson is already solved.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="67"/>
        <source>For example, the opponent can answer %1.</source>
        <translation>For example, the opponent can answer %1.</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="74"/>
        <source>the file cannot be read</source>
        <translation>the file cannot be read</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="75"/>
        <source>not a TOML file</source>
        <translation>not a TOML file</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="76"/>
        <source>%1 is missing</source>
        <translation>%1 is missing</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="77"/>
        <source>unknown key %1</source>
        <translation>unknown key %1</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="78"/>
        <source>%1: the value %2 cannot be used</source>
        <translation>%1: the value %2 cannot be used</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="79"/>
        <source>the id %2 is used twice</source>
        <translation>the id %2 is used twice</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="80"/>
        <source>%1: no text in either language</source>
        <translation>%1: no text in either language</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="81"/>
        <source>%1: only one language is given</source>
        <translation>%1: only one language is given</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="82"/>
        <source>hints_ja and hints_en do not have as many hints</source>
        <translation>hints_ja and hints_en do not have as many hints</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="83"/>
        <source>%1: unknown variant %2</source>
        <translation>%1: unknown variant %2</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="84"/>
        <source>%1: the SFEN cannot be read</source>
        <translation>%1: the SFEN cannot be read</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="85"/>
        <source>%1: no game can be played from this position</source>
        <translation>%1: no game can be played from this position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="86"/>
        <source>the game is already over in the start position</source>
        <translation>the game is already over in the start position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="87"/>
        <source>%1: %2 is not a move or action</source>
        <translation>%1: %2 is not a move or action</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="88"/>
        <source>%1: %2 is not legal there</source>
        <translation>%1: %2 is not legal there</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="89"/>
        <source>the solution does not reach the goal</source>
        <translation>the solution does not reach the goal</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="90"/>
        <source>the goal is already met in the start position</source>
        <translation>the goal is already met in the start position</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="91"/>
        <source>every legal move reaches the goal</source>
        <translation>every legal move reaches the goal</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="92"/>
        <source>the solution is the only legal move (write only_move = true if that is meant)</source>
        <translation>the solution is the only legal move (write only_move = true if that is meant)</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="94"/>
        <source>%1: the key action %2 does not do what the page says</source>
        <translation>%1: the key action %2 does not do what the page says</translation>
    </message>
    <message>
        <location filename="../shogi_desktop/ui/teach/texts.py" line="96"/>
        <source>%1: no page %2 in the rules book</source>
        <translation>%1: no page %2 in the rules book</translation>
    </message>
</context>
<context>
    <name>w</name>
    <message>
        <location filename="../shogi_desktop/ui/files/actions.py" line="268"/>
        <source>Shogi Desktop</source>
        <translation>Shogi Desktop</translation>
    </message>
</context>
</TS>
