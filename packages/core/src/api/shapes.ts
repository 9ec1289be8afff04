import * as v from 'valibot';
import { int, num, soft, str } from '../http/decode';

// The field kinds every call's shape is made of, decoded tolerantly (http/decode.ts): a bare `str`
// or `num` entry is a primary fact of its object, a `soft` entry is secondary, a `list` is never
// primary. Which fields are primary per call is tabled in core's README. The shapes themselves
// live with their calls, so a route's chunk carries only the shapes of the groups it builds.

/** Secondary text: absent, null or unreadable gives undefined. */
export const optionalText = /*#__PURE__*/ soft(str, undefined);
/** Secondary text shown as is: absent, null or unreadable gives ''. */
export const softText = /*#__PURE__*/ soft(str, '');
/** A secondary amount, id or status. */
export const optionalNumeric = /*#__PURE__*/ soft(num, undefined);
/** A secondary flag or count, normalised to a number (`=== 1` holds for 1, "1" and true). */
export const flag = /*#__PURE__*/ soft(int, undefined);
/** A payload nobody reads (a mutation's answer). */
export const none = /*#__PURE__*/ v.unknown();
