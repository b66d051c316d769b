import { Form } from "react-router";
import { TextField } from "#app/components/ui/text-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextArea } from "#app/components/ui/text-area.tsx";
import {
  ActionMessage,
  Panel,
  refusedField,
  SubmitButton,
  useFormReset,
  type ActionResult,
} from "../console/console-forms.tsx";
import { inquiryStatuses, statusLabels, type InquiryStatus } from "./inbox-filter.ts";
import { MAX_NOTE_LENGTH, MAX_REPLY_LENGTH, MAX_SUBJECT_LENGTH } from "./inquiry-limits.ts";

/** Status changes; a spam item can only be restored, which also sends the team's notification. */
export function StatusPanel({ status, result }: { status: InquiryStatus; result: ActionResult }) {
  return (
    <Panel title="Status" id="status-title">
      {status === "spam" ? (
        <Form method="post" className="mt-3">
          <p className="text-muted text-sm">
            The form&apos;s spam trap caught this item, so nobody was notified. Restoring it makes
            it new again and sends the team the notification it would have had.
          </p>
          <div className="mt-3">
            <SubmitButton intent="restore">Restore from spam</SubmitButton>
          </div>
        </Form>
      ) : (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" key={status}>
          <SelectField
            id="inquiry-status"
            label="Set status"
            name="status"
            defaultValue={status}
            className="min-w-40 flex-1"
          >
            {inquiryStatuses.map((option) => (
              <option key={option} value={option}>
                {option === "spam" ? "Spam (hide from the inbox)" : statusLabels[option]}
              </option>
            ))}
          </SelectField>
          <SubmitButton intent="status" variant="secondary">
            Save status
          </SubmitButton>
        </Form>
      )}
      <ActionMessage result={result} intents={["status", "restore"]} />
    </Panel>
  );
}

export function NoteForm({ result }: { result: ActionResult }) {
  const form = useFormReset(result, "note");
  return (
    <Panel title="Add an internal note" id="note-title">
      <Form method="post" ref={form} className="mt-3 space-y-3">
        <TextArea
          label="Note"
          hint="Only the team sees notes."
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          required
          {...refusedField(result, "note", "body")}
        />
        <SubmitButton intent="note" variant="secondary">
          Add note
        </SubmitButton>
      </Form>
      <ActionMessage result={result} intents={["note"]} />
    </Panel>
  );
}

export function ReplyForm({
  result,
  email,
  defaultSubject,
  disabled,
}: {
  result: ActionResult;
  email: string;
  defaultSubject: string;
  disabled: boolean;
}) {
  const form = useFormReset(result, "reply");
  const subject = refusedField(result, "reply", "subject");
  return (
    <Panel title="Reply by email" id="reply-title">
      {disabled ? (
        <p className="text-muted mt-3 text-sm">Restore this item from spam to reply to it.</p>
      ) : (
        <Form method="post" ref={form} className="mt-3 space-y-3">
          <p className="text-muted text-sm break-words">
            Sent to {email} from the site&apos;s address; their answer comes back to the team&apos;s
            address.
          </p>
          <TextField
            label="Subject"
            required
            maxLength={MAX_SUBJECT_LENGTH}
            {...subject}
            defaultValue={subject.defaultValue ?? defaultSubject}
          />
          <TextArea
            label="Message"
            hint="Plain text."
            rows={6}
            maxLength={MAX_REPLY_LENGTH}
            required
            {...refusedField(result, "reply", "body")}
          />
          <SubmitButton intent="reply">Send reply</SubmitButton>
        </Form>
      )}
      <ActionMessage result={result} intents={["reply"]} />
    </Panel>
  );
}
