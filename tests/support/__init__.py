"""What the tests share and the developer tools (tools/) use too: the UI driver, the layout
check, the screenshot takers and the hostile probes."""
