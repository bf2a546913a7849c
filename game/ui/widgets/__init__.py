"""The pieces every screen is built from: buttons, icons, chips, boxes."""
