"""Developer tools, not shipped (pygbag.ini leaves this folder out of the web build): the
screenshot tool, the layout check and the hostile probe (commands over tests/support), the
sound synthesiser, the font subsetter, the AI's ladders and calibrations, the results
renderer."""
