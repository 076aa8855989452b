export { startLocalEdge, NGINX, type LocalEdge, type LocalEdgeOptions } from './local-edge.ts';
export { IMMUTABLE, REVALIDATE } from './nginx.ts';
