export { startLocalEdge, NGINX, type LocalEdge, type LocalEdgeOptions } from './local-edge.ts';
export { API_FAIL_TIMEOUT_S, IMMUTABLE, REVALIDATE } from './nginx.ts';
