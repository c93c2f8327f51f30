/** The parts of s3rver (an S3-protocol server for tests; it ships no types) that test/s3-server.ts uses. */
declare module "s3rver" {
  import type { Server } from "node:http";
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      resetOnClose?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer: Server;
  }
}
