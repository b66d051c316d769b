import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestLlmServer, type TestLlmServer } from "#tests/support/llm-server.ts";
import { AssistantError, type ChatTurn } from "../assistant.server.ts";
import type { HandOver } from "../conversations/hand-over.server.ts";
import { createLlmAssistant, MAX_ANSWER_CHARS } from "./llm-assistant.server.ts";
import { chatServerErrors } from "../chat-messages.ts";

let llm: TestLlmServer;

beforeAll(async () => {
  llm = await startTestLlmServer();
});
afterAll(() => llm.stop());
beforeEach(() => {
  llm.requests.length = 0;
  llm.behaviour = () => ({ kind: "stream", chunks: ["Hello ", "from the ", "model."] });
});

function assistant(timeoutMs = 5_000) {
  return createLlmAssistant({
    engine: "llm",
    baseUrl: llm.baseUrl,
    apiKey: "sk-test-key",
    model: "test-model",
    timeoutMs,
    maxTokens: 321,
    turnsPerHour: 60,
  });
}

async function collect(
  message: string,
  { history = [] as ChatTurn[], signal = new AbortController().signal, timeoutMs = 5_000 } = {},
) {
  const chunks: string[] = [];
  for await (const chunk of assistant(timeoutMs).reply({ message, history, signal })) {
    chunks.push(chunk);
  }
  return chunks;
}

describe("LLM engine over the chat-completions protocol", () => {
  it("streams the model's pieces in order", async () => {
    expect(await collect("Hi")).toEqual(["Hello ", "from the ", "model."]);
  });

  it("sends the model, the key, grounding passages, the history and the question", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "Do you do analytics?" },
      { role: "assistant", content: "Yes." },
    ];
    await collect("How fast is the AI workforce response time?", { history });
    const [request] = llm.requests;
    expect(request?.authorization).toBe("Bearer sk-test-key");
    expect(request?.body.model).toBe("test-model");
    expect(request?.body.stream).toBe(true);
    expect(request?.body.max_tokens).toBe(321);
    const [system, ...rest] = request!.body.messages;
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("100 ms");
    expect(system?.content).toContain("/solutions");
    expect(rest).toEqual([
      ...history,
      { role: "user", content: "How fast is the AI workforce response time?" },
    ]);
  });

  it("cuts an answer that never ends at the cap, and hangs up on the model", async () => {
    llm.behaviour = () => ({ kind: "endless", chunk: "All work and no play. " });
    const cancelledBefore = llm.cancelled;
    const chunks = await collect("Tell me everything");
    expect(chunks.join("")).toHaveLength(MAX_ANSWER_CHARS);
    expect(chunks.join("")).toMatch(/^All work and no play\. All work/);
    await expect.poll(() => llm.cancelled).toBe(cancelledBefore + 1);
  });

  it("never splits a character in two at the cap", async () => {
    // 17 UTF-16 units a chunk: the 6,000th unit is the first half of an emoji.
    llm.behaviour = () => ({ kind: "endless", chunk: "abcdefghijklmno😀" });
    const answer = (await collect("Emoji please")).join("");
    expect(answer).toHaveLength(MAX_ANSWER_CHARS - 1);
    expect(answer.endsWith("o")).toBe(true);
  });

  it("keeps only the recent history", async () => {
    const history: ChatTurn[] = Array.from({ length: 30 }, (_, index) => ({
      role: index % 2 === 0 ? "user" : "assistant",
      content: `turn ${index}`,
    }));
    await collect("And then?", { history });
    const sent = llm.requests[0]!.body.messages.slice(1, -1);
    expect(sent).toHaveLength(10);
    expect(sent.at(-1)?.content).toBe("turn 29");
  });

  it("turns an upstream failure into the upstream message", async () => {
    llm.behaviour = () => ({ kind: "fail", status: 500 });
    const error = await collect("Hi").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AssistantError);
    expect((error as AssistantError).code).toBe("upstream");
    expect((error as AssistantError).message).toBe(chatServerErrors.upstream);
  });

  it("turns a stalled model into the time-out message", async () => {
    llm.behaviour = () => ({ kind: "stall" });
    const error = await collect("Hi", { timeoutMs: 300 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AssistantError);
    expect((error as AssistantError).message).toBe(chatServerErrors.timeout);
  });

  it("turns an unreachable endpoint into the upstream message", async () => {
    const unreachable = createLlmAssistant({
      engine: "llm",
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: null,
      model: "m",
      timeoutMs: 5_000,
      maxTokens: 800,
      turnsPerHour: 60,
    });
    const reply = unreachable.reply({
      message: "Hi",
      history: [],
      signal: new AbortController().signal,
    });
    await expect(reply[Symbol.asyncIterator]().next()).rejects.toThrow(chatServerErrors.upstream);
  });

  it("stops quietly when the visitor leaves mid-answer", async () => {
    llm.behaviour = () => ({
      kind: "stream",
      chunks: Array.from({ length: 50 }, (_, index) => `piece ${index} `),
      delayMs: 20,
    });
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of assistant().reply({
      message: "Tell me a long story",
      history: [],
      signal: controller.signal,
    })) {
      chunks.push(chunk);
      if (chunks.length === 3) controller.abort();
    }
    expect(chunks.length).toBeLessThan(10);
  });

  describe("hand-over to the team as a tool", () => {
    const history: ChatTurn[] = [
      { role: "user", content: "Can I talk to a person about pricing for 40 stores?" },
      { role: "assistant", content: "Of course. What is your email address?" },
    ];

    async function converse(handOver?: HandOver) {
      const chunks: string[] = [];
      const reply = assistant().reply({
        message: "it's Jo@Example.com",
        history,
        signal: new AbortController().signal,
        handOver,
      });
      for await (const chunk of reply) chunks.push(chunk);
      return chunks.join("");
    }

    it("runs the model's call, gives it the outcome and streams its answer", async () => {
      llm.behaviour = (request) =>
        request.body.messages.some((message) => message.role === "tool")
          ? { kind: "stream", chunks: ["Done: our team ", "will email you."] }
          : {
              kind: "tool-call",
              name: "hand_over_to_team",
              arguments: '{"email":"Jo@Example.com"}',
            };
      const emails: string[] = [];
      const answer = await converse(async (email) => {
        emails.push(email);
        return { status: "sent", email: email.toLowerCase() };
      });

      expect(emails).toEqual(["Jo@Example.com"]);
      expect(answer).toBe("Done: our team will email you.");
      const [first, second] = llm.requests;
      expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual(["hand_over_to_team"]);
      expect(first?.body.tool_choice).toBe("auto");
      expect(first?.body.messages[0]?.content).toContain("hand_over_to_team");
      // The second request carries the call and its result, and may not call again.
      expect(second?.body.tool_choice).toBe("none");
      const [call, result] = second!.body.messages.slice(-2);
      expect(call?.tool_calls?.[0]?.function).toEqual({
        name: "hand_over_to_team",
        arguments: '{"email":"Jo@Example.com"}',
      });
      expect(result).toEqual({
        role: "tool",
        tool_call_id: call?.tool_calls?.[0]?.id,
        content: JSON.stringify({ status: "sent", email: "jo@example.com" }),
      });
    });

    it("calls a team member in when the model asks, and says whether one is coming", async () => {
      llm.behaviour = (request) =>
        request.body.messages.some((message) => message.role === "tool")
          ? { kind: "stream", chunks: ["A colleague is joining this chat now."] }
          : { kind: "tool-call", name: "call_team_member", arguments: "{}" };
      for (const onDuty of [true, false]) {
        llm.requests.length = 0;
        const chunks: string[] = [];
        const reply = assistant().reply({
          message: "Can I talk to a person?",
          history: [],
          signal: new AbortController().signal,
          callTeam: async () => onDuty,
        });
        for await (const chunk of reply) chunks.push(chunk);
        expect(llm.requests[0]?.body.tools?.map((tool) => tool.function.name)).toEqual([
          "call_team_member",
        ]);
        expect(llm.requests[1]?.body.messages.at(-1)?.content).toBe(
          JSON.stringify({ status: onDuty ? "joining" : "nobody-on-duty" }),
        );
      }
    });

    it("tells the model when the call's arguments are not usable", async () => {
      llm.behaviour = (request) =>
        request.body.messages.some((message) => message.role === "tool")
          ? { kind: "stream", chunks: ["Could you give me your email again?"] }
          : { kind: "tool-call", name: "hand_over_to_team", arguments: "{not json" };
      let called = false;
      await converse(async () => {
        called = true;
        return { status: "failed" };
      });
      expect(called).toBe(false);
      expect(llm.requests[1]?.body.messages.at(-1)?.content).toBe(
        JSON.stringify({ status: "bad-arguments" }),
      );
    });

    it("offers no tool where nobody could receive the conversation", async () => {
      await converse(undefined);
      expect(llm.requests[0]?.body.tools).toBeUndefined();
      expect(llm.requests[0]?.body.messages[0]?.content).not.toContain("hand_over_to_team");
    });

    it("fails the turn when the model keeps calling instead of answering", async () => {
      llm.behaviour = () => ({
        kind: "tool-call",
        name: "hand_over_to_team",
        arguments: '{"email":"jo@example.com"}',
      });
      const error = await converse(async (email) => ({ status: "sent", email })).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AssistantError);
      expect(llm.requests).toHaveLength(2);
    });
  });
});
