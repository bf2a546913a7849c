"""Stands in for `embed_emscripten`, a C module of pygbag's interpreter that the platform
module imports everything from; nothing of it is used by the app or pygbag's start-up."""
