/** One colour per route on the map and beside each route's table. */
const colors = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457', '#4e342e'];
export const routeColor = (i: number) => colors[i % colors.length] as string;
