/* Orders and groupings of the catalogue (no decorators: the web app reads these too). */

/** 'duration' is shortest first, 'longest' longest first; 'speaker' A-Z with unnamed speakers as 'Unknown Speaker'. */
export const CONTENT_SORTS = ['newest', 'oldest', 'title', 'duration', 'longest', 'speaker'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Names the library shows for items without tags or without a speaker. */
export const OTHER_TOPIC = 'Other';
export const UNKNOWN_SPEAKER = 'Unknown Speaker';
export const GROUP_BYS = ['topic', 'speaker'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];
