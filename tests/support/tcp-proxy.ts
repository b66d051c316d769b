import net, { type AddressInfo } from "node:net";

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** Replaces host and port of a URL with the proxy's, e.g. a postgres:// URL. */
  urlThrough(url: string): string;
  /** An outage: every open connection is reset and new ones are reset as soon as they arrive. */
  cut(): void;
  /** The end of the outage: new connections reach the target again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in the test process, in front of a real server, that can cut the line. Lets a test
 * take a shared service away from one application without touching the service itself.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let cut = false;
  const open = new Set<net.Socket>();

  const server = net.createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", forget).on("close", forget);
    upstream.on("error", forget).on("close", forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    urlThrough(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      cut = true;
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
