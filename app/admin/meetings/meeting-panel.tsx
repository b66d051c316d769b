import { useId } from "react";
import { Form } from "react-router";
import { TextField } from "#app/components/ui/text-field.tsx";
import { ChoiceField } from "#app/components/ui/choice-field.tsx";
import { TextArea } from "#app/components/ui/text-area.tsx";
import {
  ActionMessage,
  Panel,
  SubmitButton,
  useFormReset,
  type ActionResult,
} from "../console/console-forms.tsx";
import { meetingSummaryText, type MeetingState } from "../inbox/inquiry-badges.tsx";

export interface MeetingChoice {
  /** "YYYY-MM-DDTHH:MM", New York time. */
  value: string;
  label: string;
}

export interface MeetingPanelProps {
  meeting: MeetingState & { location: string | null };
  /** The visitor's preferred date and time pairs. */
  choices: MeetingChoice[];
  /** The confirmed meeting's New York date and time, to start a reschedule from. */
  current: { date: string; time: string } | null;
  limits: {
    minMinutes: number;
    maxMinutes: number;
    defaultMinutes: number;
    maxLocation: number;
    maxReason: number;
  };
  result: ActionResult;
}

const OTHER = "other";

/**
 * Confirming a consultation: one of the visitor's preferred times or another, a length and a
 * link or place. Once confirmed, the same form moves the meeting, and another cancels it.
 */
export function MeetingPanel({ meeting, choices, current, limits, result }: MeetingPanelProps) {
  const confirmed = meeting.status === "confirmed";
  const intent = confirmed ? "meeting-reschedule" : "meeting-confirm";
  const form = useFormReset(result, intent);
  const ids = useId();
  const failed = result?.intent === intent && result.status === "error" ? result : null;
  const typed = (field: string) => failed?.values?.[field];
  const error = (field: string) => failed?.fieldErrors?.[field];
  const currentValue = current ? `${current.date}T${current.time}` : null;
  const currentChoice = choices.some((choice) => choice.value === currentValue)
    ? currentValue
    : null;
  const defaultSlot =
    typed("slot") ?? (confirmed ? (currentChoice ?? OTHER) : (choices[0]?.value ?? OTHER));
  const slotError = error("slot");
  const cancelRefused =
    result?.intent === "meeting-cancel" && result.status === "error" ? result : null;
  const moveForm = (
    <Form
      method="post"
      ref={form}
      className="mt-4 space-y-4"
      key={`${meeting.status}-${current?.date}-${current?.time}`}
    >
      <fieldset aria-describedby={slotError ? `${ids}-slot-error` : undefined}>
        <legend className="text-ink text-sm font-semibold">
          {confirmed ? "New time" : "Time"}
        </legend>
        <div className="mt-2 space-y-2">
          {[...choices, { value: OTHER, label: "Another time" }].map((choice) => (
            <ChoiceField
              key={choice.value}
              type="radio"
              name="slot"
              value={choice.value}
              defaultChecked={defaultSlot === choice.value}
              label={choice.label}
              className="gap-3 text-slate-800"
            />
          ))}
        </div>
        {slotError && (
          <p id={`${ids}-slot-error`} className="mt-1 text-sm text-rose-700">
            {slotError}
          </p>
        )}
        <div className="mt-3 grid gap-3 pl-7 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            name="date"
            defaultValue={typed("date") ?? (confirmed ? current?.date : undefined)}
            error={error("date")}
          />
          <TextField
            label="Time (New York)"
            type="time"
            name="time"
            step={300}
            defaultValue={typed("time") ?? (confirmed ? current?.time : undefined)}
            error={error("time")}
          />
        </div>
      </fieldset>
      <TextField
        label="Length in minutes"
        type="number"
        name="duration"
        inputMode="numeric"
        min={limits.minMinutes}
        max={limits.maxMinutes}
        step={5}
        required
        defaultValue={typed("duration") ?? meeting.durationMinutes ?? limits.defaultMinutes}
        error={error("duration")}
      />
      <TextField
        label="Meeting link or place"
        name="location"
        maxLength={limits.maxLocation}
        required
        placeholder="https://meet.example.com/… or an address"
        defaultValue={typed("location") ?? meeting.location ?? undefined}
        error={error("location")}
      />
      {confirmed && (
        <TextArea
          label="Reason"
          hint="Optional. Sent to the visitor with the new time."
          name="reason"
          rows={2}
          maxLength={limits.maxReason}
          defaultValue={typed("reason")}
          error={error("reason")}
        />
      )}
      <SubmitButton intent={intent}>
        {confirmed ? "Move meeting and send the update" : "Confirm and send the invitation"}
      </SubmitButton>
    </Form>
  );

  return (
    <Panel title="Meeting" id="meeting-title">
      <p
        className={`mt-2 text-sm font-semibold ${confirmed ? "text-emerald-800" : "text-amber-800"}`}
      >
        {meetingSummaryText(meeting)}
      </p>
      {confirmed && meeting.location && (
        <p className="text-muted mt-1 text-sm break-words">Where: {meeting.location}</p>
      )}
      <p className="text-muted mt-2 text-sm">
        The times the visitor chose are preferences until you confirm one. Times are New York time
        (Eastern).
      </p>
      {confirmed ? (
        // Moving and cancelling each take a second step, and nothing is sent before its button;
        // a disclosure needs no script, so both work before the page's JavaScript has loaded.
        <details className="mt-4 border-t border-slate-200 pt-4" open={failed !== null}>
          <summary className="text-brand-700 cursor-pointer text-sm font-semibold">
            Move meeting…
          </summary>
          {moveForm}
        </details>
      ) : (
        moveForm
      )}
      {confirmed && (
        <details className="mt-4 border-t border-slate-200 pt-4" open={cancelRefused !== null}>
          <summary className="cursor-pointer text-sm font-semibold text-rose-700">
            Cancel meeting…
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <p className="text-muted text-sm">
              The visitor gets a cancellation that takes the meeting off their calendar, with the
              reason if you write one.
            </p>
            <TextArea
              label="Reason"
              hint="Optional. Sent to the visitor."
              name="reason"
              rows={3}
              maxLength={limits.maxReason}
              defaultValue={cancelRefused?.values?.reason}
              error={cancelRefused?.fieldErrors?.reason}
            />
            <SubmitButton intent="meeting-cancel" variant="danger">
              Cancel meeting and tell the visitor
            </SubmitButton>
          </Form>
        </details>
      )}
      <ActionMessage
        result={result}
        intents={["meeting-confirm", "meeting-reschedule", "meeting-cancel"]}
      />
    </Panel>
  );
}
