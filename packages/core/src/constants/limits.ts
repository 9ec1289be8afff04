// Every business constant of spec section 9 (and the few numeric rules of sections 2, 4 and 8), named.

/** Complaint text maximum, in characters (spec 2 /complainPageNext, 5, 9). */
export const COMPLAINT_TEXT_MAX = 200;
/** Evidence images per complaint (spec 2, 5, 9). */
export const COMPLAINT_IMAGES_MAX = 9;
/** The complaint type that opens a sub-type list: collection (spec 2, Complaint start). */
export const COMPLAINT_COLLECTION_TYPE = 1;
/** Order `isShow` value that allows the collection type (spec 4, Complaint start). */
export const COMPLAINT_COLLECTION_ALLOWED = 1;
/** How long the 'Successfully Sent' modal stays before the redirect (spec 2, 4, 9). */
export const SUCCESS_MODAL_MS = 1500;
/** Promised complaint handling time, in weekdays (spec 9). */
export const COMPLAINT_HANDLING_WEEKDAYS = 3;

/** Delay before the complaint rating modal opens (spec 4, 9). */
export const RATING_MODAL_DELAY_MS = 3000;
/** Stars in every rating widget (spec 2, 9). */
export const RATING_STARS = 5;
/** A score under this shows the follow-up dialog instead of the native rate prompt (spec 4, 9). */
export const LOW_SCORE_BELOW = 4;
/** The score the order-details rating always submits (spec 4, 9). */
export const RATING_SUBMIT_SCORE = 5;

/** Default toast duration (spec 9). */
export const TOAST_DEFAULT_MS = 3000;
/** Info toast duration (spec 9). */
export const TOAST_INFO_MS = 2000;
/** A custom toast duration must exceed this (spec 9). */
export const TOAST_MIN_CUSTOM_MS = 300;

/** Bank form default card type (spec 4, 9). */
export const BANK_DEFAULT_CARD_TYPE = 1;
/** Bank form default channel number (spec 4, 9). */
export const BANK_DEFAULT_CHANNEL = 90006;
/** `cardTypeMi` value meaning all card types (spec 3). */
export const BANK_ALL_CARD_TYPES = 0;

/** SMS countdown, in seconds (spec 4, 9). */
export const SMS_COUNTDOWN_S = 60;
/** Image captcha length (spec 5, 9). */
export const CAPTCHA_LENGTH = 4;
/** SMS code length (spec 5, 9). */
export const SMS_CODE_LENGTH = 6;
/** Mobile number length (spec 5, 9). */
export const MOBILE_LENGTH = 11;

/** Request timeout of both HTTP clients (spec 7, 9). */
export const REQUEST_TIMEOUT_MS = 60000;

/** Agreement scene sent with the contract calls (spec 7, 9). */
export const AGREEMENT_SCENE = 3;
/** `isDelay` value of a rollover (spec 4, 7, 9). */
export const ROLLOVER_FLAG = 1;
/** `isPopType` value that shows the retention popup on the iOS back hook (spec 2, 9). */
export const RETENTION_POP_TYPE = 1;
/** Event module id of 'Borrow Again' (spec 4, 9). */
export const MODULE_ID_BORROW_AGAIN = 30;
/** Event module id on the joint-login failure page (spec 9). */
export const MODULE_ID_FAILURE_PAGE = 18;
/** `overall` payload of the contact-kf-info call (spec 7). */
export const CONTACT_INFO_OVERALL = 30;
/** `page_type` of the promotion track-visit call (spec 7). */
export const PROMOTION_PAGE_TYPE = 1;

/** Rows a collapsed detail list shows (spec 2, 9). */
export const DETAIL_ROWS_COLLAPSED = 2;
/** Recommended products that show tags on the joint-login failure page (spec 2). */
export const RECOMMENDED_TAGGED_COUNT = 2;
/** A recommended product whose enabled flag is this ignores clicks (spec 5). */
export const PRODUCT_DISABLED_FLAG = '0';

/** Pull-to-refresh distance, in px (spec 9). */
export const PULL_DISTANCE = 25;
/** Pull-to-refresh damping (spec 9). */
export const PULL_DAMPING = 100;
/** Pull-to-refresh fallback timer (spec 9). */
export const PULL_FALLBACK_MS = 1000;
/** Tabs shown per page (spec 9). */
export const TABS_PER_PAGE = 5;
/** Swipe threshold of the tabs, as a fraction of the width (spec 9). */
export const TAB_SWIPE_THRESHOLD = 0.3;
/** Image picker row (spec 9). */
export const IMAGE_PICKER_COLUMNS = 4;
/** Badge overflow: larger counts show as 99+ (spec 9). */
export const BADGE_MAX = 99;

/** Region flag value of the rupee; any other value means peso (spec 1, 9). */
export const RUPEE_REGION = '1';
/** Cookie expiry: the end of year 9999 (spec 9). */
export const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';
