// The entry holds no React: it starts the route's data call, then loads the app beside it (issue 16).
import { startEarlyData } from './app/earlyData';

startEarlyData();
void import('./app/start');
