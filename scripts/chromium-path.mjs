// Debian's Chromium, never a downloaded browser (ENGINEERING.md).
export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';
