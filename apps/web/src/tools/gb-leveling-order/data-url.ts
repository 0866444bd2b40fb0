/** Where browsers download the compact planner data (static route `app/api/gb-leveling-order.json`). */
export const GB_LEVELING_ORDER_DATA_PATH = "/api/gb-leveling-order.json";
