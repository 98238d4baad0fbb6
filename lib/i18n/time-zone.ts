/** Vietnamese schools run on UTC+7 all year: dates and times are shown in this zone, on the server and in the browser. */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
