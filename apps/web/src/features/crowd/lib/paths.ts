/** The crowd page's address. */
export const CROWD_PAGE_PATH = '/voorspelling-van-nederland';
