/** The build's version and date, which /api/1.0/version answers and the /chkver page compares. */
export const APP_VERSION = '1.1.456';
export const APP_BUILD = '20250915';
