// Store pages; replaced by the app's own listing addresses once it is published.
export const APP_STORE_URL = 'https://apps.apple.com/in/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps';
