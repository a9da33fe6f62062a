// The stores @fastify/rate-limit ships, used by plugins/rate-limit-store.ts; the package types
// only its entry point.
declare module '@fastify/rate-limit/store/*.js' {
  type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
  interface Store {
    incr(key: string, cb: Callback, timeWindow: number, max: number): void;
    read(key: string, cb: Callback, timeWindow: number, max: number): void;
    child(routeOptions: object): Store;
  }
  const Store: new (...args: unknown[]) => Store;
  export default Store;
}
