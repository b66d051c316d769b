import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface RecordedCompletionRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    max_tokens?: number;
    messages: {
      role: "system" | "user" | "assistant" | "tool";
      content: string | null;
      tool_calls?: {
        id: string;
        type: "function";
        function: { name: string; arguments: string };
      }[];
      tool_call_id?: string;
    }[];
    tools?: { type: "function"; function: { name: string; parameters: unknown } }[];
    tool_choice?: string;
  };
}

/** What the test server does with the next request. */
export type CompletionBehaviour =
  | { kind: "stream"; chunks: string[]; delayMs?: number }
  /** Streams `chunk` over and over until the client goes away. */
  | { kind: "endless"; chunk: string; delayMs?: number }
  /** Asks for a tool call, its arguments streamed in two fragments as models do. */
  | { kind: "tool-call"; name: string; arguments: string }
  | { kind: "fail"; status: number }
  | { kind: "stall" };

export interface TestLlmServer {
  /** The base URL to put in CHAT_LLM_BASE_URL. */
  baseUrl: string;
  requests: RecordedCompletionRequest[];
  /** How many streamed answers the client hung up on before they ended. */
  cancelled: number;
  /** Decides the answer to each request; by default streams a short grounded reply. */
  behaviour: (request: RecordedCompletionRequest) => CompletionBehaviour;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local server that speaks the OpenAI chat-completions API with server-sent events, as
 * OpenAI, Ollama, vLLM and llama.cpp do, so the LLM engine is tested over its real protocol.
 */
export async function startTestLlmServer(): Promise<TestLlmServer> {
  const sockets = new Set<Socket>();
  const state: TestLlmServer = {
    baseUrl: "",
    requests: [],
    cancelled: 0,
    behaviour: () => ({ kind: "stream", chunks: ["Hello ", "from the ", "model."] }),
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const request: RecordedCompletionRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as RecordedCompletionRequest["body"],
      };
      state.requests.push(request);
      void respond(state.behaviour(request), request, res);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  async function respond(
    behaviour: CompletionBehaviour,
    request: RecordedCompletionRequest,
    res: http.ServerResponse,
  ) {
    if (behaviour.kind === "fail") {
      res.writeHead(behaviour.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Upstream trouble", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.on("close", () => {
      if (!res.writableFinished) state.cancelled += 1;
    });
    if (behaviour.kind === "stall") return; // Headers sent, then nothing: a hung model.
    const id = `chatcmpl-${Date.now()}`;
    const event = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(event({ role: "assistant" }, null));
    if (behaviour.kind === "tool-call") {
      const half = Math.ceil(behaviour.arguments.length / 2);
      const fragments = [behaviour.arguments.slice(0, half), behaviour.arguments.slice(half)];
      for (const [position, fragment] of fragments.entries()) {
        const call =
          position === 0
            ? {
                id: "call_1",
                type: "function",
                function: { name: behaviour.name, arguments: fragment },
              }
            : { function: { arguments: fragment } };
        res.write(event({ tool_calls: [{ index: 0, ...call }] }, null));
      }
      res.write(event({}, "tool_calls"));
      res.end("data: [DONE]\n\n");
      return;
    }
    if (behaviour.kind === "endless") {
      while (!res.destroyed) {
        // Waits for the client to read, as a real server would, rather than filling memory.
        if (!res.write(event({ content: behaviour.chunk }, null))) {
          await new Promise((resolve) => res.once("drain", resolve).once("close", resolve));
        }
        await sleep(behaviour.delayMs ?? 0);
      }
      return;
    }
    for (const chunk of behaviour.chunks) {
      if (res.destroyed) return;
      if (behaviour.delayMs) await sleep(behaviour.delayMs);
      res.write(event({ content: chunk }, null));
    }
    res.write(event({}, "stop"));
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  return state;
}
