import { Form } from "react-router";
import { MAX_CHAT_MESSAGE_LENGTH } from "#app/chat/chat-protocol.ts";
import { TextArea } from "#app/components/ui/text-area.tsx";
import {
  ActionMessage,
  Panel,
  refusedField,
  SubmitButton,
  useFormReset,
  type ActionResult,
} from "../../console/console-forms.tsx";

export interface LiveState {
  visitorHere: boolean;
  teamMember: { id: string; name: string } | null;
  waiting: boolean;
}

export interface LatestLine {
  id: string;
  text: string;
  at: string;
}

/**
 * Talking to the visitor from the conversation's page: join while they are here, write while
 * in the chat (or after they left, for when they come back), and leave to hand back to the
 * assistant.
 */
export function LivePanel({
  state,
  memberId,
  latest,
  result,
}: {
  state: LiveState;
  memberId: string;
  /** The visitor's latest message, shown beside the reply box and read out when it arrives. */
  latest: LatestLine | null;
  result: ActionResult;
}) {
  const replyForm = useFormReset(result, "reply");
  const mine = state.teamMember?.id === memberId;
  const colleague = state.teamMember && !mine ? state.teamMember.name : null;
  const canWrite = mine || (!state.visitorHere && !colleague);
  const message = refusedField(result, "reply", "message");
  return (
    <Panel title="Live chat" id="live-title">
      <p className="mt-2 text-sm text-slate-700">
        {!state.visitorHere
          ? "The visitor has left the chat. What you write is shown when they come back, and emailed if they gave an address."
          : mine
            ? "You are in this chat: the assistant is silent until you leave."
            : colleague
              ? `${colleague} is in this chat.`
              : state.waiting
                ? "The visitor is here and asked for a person."
                : "The visitor is here, talking to the assistant."}
      </p>
      <ActionMessage result={result} intents={["join", "leave", "reply"]} />
      {state.visitorHere && (
        <div aria-live="polite" className="mt-4">
          {latest && (
            <figure key={latest.id} className="border-brand-100 bg-brand-50 rounded-xl border p-3">
              <figcaption className="text-muted text-xs">
                The visitor wrote, {latest.at}:
              </figcaption>
              <blockquote className="mt-1 text-sm whitespace-pre-wrap text-slate-800">
                {latest.text}
              </blockquote>
            </figure>
          )}
        </div>
      )}
      {state.visitorHere && !state.teamMember && (
        <Form method="post" preventScrollReset className="mt-4">
          <SubmitButton intent="join">Join conversation</SubmitButton>
        </Form>
      )}
      {canWrite && (
        <Form method="post" preventScrollReset ref={replyForm} className="mt-4 space-y-3">
          <TextArea
            label="Reply"
            name={message.name}
            defaultValue={message.defaultValue}
            error={message.error}
            rows={3}
            required
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
          />
          <SubmitButton intent="reply">Send</SubmitButton>
        </Form>
      )}
      {mine && (
        <Form method="post" preventScrollReset className="mt-4">
          <SubmitButton intent="leave" variant="secondary">
            Leave conversation
          </SubmitButton>
        </Form>
      )}
    </Panel>
  );
}
