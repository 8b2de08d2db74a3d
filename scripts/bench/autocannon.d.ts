declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    duration?: number;
    connections?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests sent in turn on each connection. */
    requests?: { method?: string; path?: string; body?: string; headers?: Record<string, string> }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
