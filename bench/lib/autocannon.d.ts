// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };
  export type Result = {
    duration: number;
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  /** One request of a sequence; setupRequest may rewrite it before each send. */
  export type RequestSpec = {
    method?: string;
    path?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  };
  export type Options = {
    url: string;
    requests?: RequestSpec[];
    connections?: number;
    duration?: number;
    overallRate?: number;
    headers?: Record<string, string>;
    timeout?: number;
  };
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
    on(event: 'error', listener: (error: Error) => void): void;
  };
  export default function autocannon(options: Options): Instance;
}
