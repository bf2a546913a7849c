"""Rewrite the game screen's old attribute names (issue 51: the play screen split into a
controller, its drawing parts and modes) in tests and tools: `scene.control.human_to_move()` becomes
`scene.control.human_to_move()`, `scene.phase.anim` `scene.phase.anim`, `scene.mode.guide`
`scene.mode.guide` ...  Run on other branches' tests and tools after merging:

    python tools/rewrite_play_controller.py tests tools

A receiver is any name chain ending in `scene` (`scene`, `app.scene`, `d.app.scene`) or one
of the names the tests give a play screen (`play`, `opened`, `more`, `again`, `seen`,
`replayed`, `fresh`, `following`); review its diff."""

from __future__ import annotations

import re
import sys
from pathlib import Path

CONTROL = ("human_to_move over overlay_visible start_move apply_pending replaying humans submit "
           "human_move winner_line seat_title friend_link friend_noun solo_time use new_game "
           "can_undo can_redo undo redo ask_hint hint_text helps_allowed autosave recent "
           "confirm cancel_proposal seat_kind final_link_owed previewing think_clock").split()
PHASE = ("anim pending proposed hint replay news sending over_clock show_result catching_up "
         "ai_thinking waiting_for_friend").split()
MODE = ("guide note expected box_lines skip_btn refusal answer solved shown tries wrong puzzle "
        "day explanation result_line action_btn why finished real_btn").split()
BUTTONS = ("undo_btn redo_btn hint_btn result_btn link_btn menu_btn moves_btn send_btn rules_btn "
           "again_btn menu2_btn").split()
RENAMED = {"headline()": "headline.words()", "player_rects(": "panels.rects(",
           "seat_area(": "panels.area(", "compact_panels(": "panels.compact(",
           "status_line(": "panels.status_line(", "overlay_geometry(": "result.geometry(",
           "board_focus": "input.board_focus", "board_targets(": "input.board_targets(",
           "_hide_result()": "phase.want_result(False)", "seed": "table.seed",
           "saved": "mode.saved", "record()": "table.record()", "overlay_rect": "lay.overlay",
           "send_words(": "friend_box.send_words("}

RECEIVER = (r"(?<![\w.])((?:[A-Za-z_]\w*\.)*scene|play|opened|more|again|seen|replayed"
            r"|fresh|following)")


def rewrite(text: str) -> str:
    def moved(where: str, names: list[str], text: str) -> str:
        pattern = re.compile(RECEIVER + r"\.(" + "|".join(names) + r")\b")
        return pattern.sub(lambda m: f"{m[1]}.{where}.{m[2]}", text)
    text = moved("control", CONTROL, text)
    text = moved("phase", PHASE, text)
    text = moved("mode", MODE, text)
    text = moved("play_buttons", BUTTONS, text)
    for old, new in RENAMED.items():
        tail = r"\b" if old[-1].isalnum() or old[-1] == "_" else ""
        pattern = re.compile(RECEIVER + r"\." + re.escape(old) + tail)
        text = pattern.sub(lambda m, new=new: f"{m[1]}.{new}", text)
    return text


def main(paths: list[str]) -> None:
    for root in paths:
        files = [Path(root)] if root.endswith(".py") else sorted(Path(root).rglob("*.py"))
        for path in files:
            text = path.read_text()
            new = rewrite(text)
            if new != text:
                path.write_text(new)
                print(path)


if __name__ == "__main__":
    main(sys.argv[1:])
