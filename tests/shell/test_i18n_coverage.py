"""Every text a player can read in the UI goes through `_()`, so a catalog can translate it.

The check reads the UI's source: a string literal (or an f-string or a sum with one) passed as
the text of a drawing call, a button, a toast or a tooltip, and not wrapped in `_()`, is an
untranslatable straggler. The few deliberate exceptions are listed with their reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import cuzco.shell

# call name -> index of the positional argument that is shown to the player
TEXT_ARGUMENT = {
    "draw_text": 1,
    "draw_wrapped": 1,
    "render": 0,
    "wrap": 0,
    "draw_status": 2,
    "draw_tooltip": 2,
    "show": 0,  # toasts
    "Button": 1,
    "ToolButton": 1,
    "Toggle": 1,
    "Stepper": 1,
    "draw_panel": 2,
    "HandoffScene": 2,
}
TEXT_KEYWORDS = {"tooltip", "title", "label", "message", "text"}
ALLOWED: set[str] = set()  # untranslated prose allowed on screen (none: even the title is translated)


def _shown_literal(node: ast.expr) -> str | None:
    """The literal prose in `node` if it is not translated, else None."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_":
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if any(c.isalpha() for c in node.value) and node.value not in ALLOWED else None
    if isinstance(node, ast.JoinedStr):
        parts = [v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
        words = "".join(parts)
        return words if sum(c.isalpha() for c in words) > 1 else None
    if isinstance(node, ast.BinOp):
        return _shown_literal(node.left) or _shown_literal(node.right)
    if isinstance(node, (ast.List, ast.Tuple)):
        return next((t for t in map(_shown_literal, node.elts) if t), None)
    return None


def stragglers() -> list[str]:
    root = Path(cuzco.shell.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            shown = []
            if name in TEXT_ARGUMENT and len(node.args) > TEXT_ARGUMENT[name]:
                shown.append(node.args[TEXT_ARGUMENT[name]])
            shown += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
            for arg in shown:
                literal = _shown_literal(arg)
                if literal:
                    found.append(f"{path.relative_to(root)}:{node.lineno}: {literal!r}")
    return found


def test_every_shown_text_goes_through_the_translation_function() -> None:
    assert stragglers() == []


def test_the_check_catches_a_straggler() -> None:
    tree = ast.parse('draw_text(surface, "Pass to " + name, (0, 0))')
    call = tree.body[0].value  # type: ignore[attr-defined]
    assert _shown_literal(call.args[1]) == "Pass to "
    assert _shown_literal(ast.parse('_("Pass to {name}", name=n)').body[0].value) is None  # type: ignore[attr-defined]
