// Business constants and limits of spec §9, shared by the server and the web app.

export const PRODUCT_NAME = 'Irradia';

export const SIDE_MENU_WIDTH = 230;
export const SIDE_MENU_COLLAPSED_WIDTH = 64;
export const SWIPE_TO_CLOSE_PX = 75;

export const MIN_PASSWORD_LENGTH = 4;
export const COMPANY_LIST_LIMIT = 4;
export const DEFAULT_PINNED_MENUS = ['usinas', 'orcamentos'] as const;

export const DRAG_ACTIVATION_DISTANCE_PX = 10;
export const DRAG_TOUCH_DELAY_MS = 250;
export const DRAG_TOUCH_TOLERANCE_PX = 5;
export const MENU_HOVER_OPEN_DELAY_MS = 0;
export const MENU_HOVER_CLOSE_DELAY_MS = 100;
export const TOOLTIP_OPEN_DELAY_MS = 500;

export const REALTIME_MAX_RECONNECT_ATTEMPTS = 5;
export const REALTIME_SUBSCRIBE_RETRY_MS = 100;
export const REALTIME_UNSUBSCRIBE_DELAY_MS = 500;
export const REALTIME_BATCH_MS = 500;
export const GOOGLE_SCRIPT_RETRY_MS = 100;
export const GOOGLE_BUTTON_RETRY_MS = 1000;

export const QUERY_GC_TIME_MS = 60_000;

export const PERSISTED_STORE_KEY = 'app';
export const PERSISTED_STORE_VERSION = 1;
export const THEME_STORAGE_KEY = 'theme';

export const SENTRY_MAX_BREADCRUMBS = 100;
export const SENTRY_REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

/**
 * Exported by the original product with no stated meaning (spec §9: "not shown"). Kept for parity.
 * @public spec §9 requires it exported though nothing imports it (knip: not an unused export).
 */
export const UNEXPLAINED_CONSTANT = 1657;
