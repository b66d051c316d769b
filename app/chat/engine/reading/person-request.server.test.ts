import { describe, expect, it } from "vitest";
import { classify, normalizeMessage } from "./intents.server.ts";
import { personRequestSigns, wantsQuote } from "./person-request.server.ts";

describe("asking for a person, however it is worded", () => {
  it.each([
    "i need someone from sales",
    "could someone from your team call me tomorrow",
    "can somebody ring me",
    "can somebody ring me?",
    "get me a real person",
    "talk to your team",
    "can I talk to your team about a pilot?",
    "put me on the phone with someone who knows pricing",
    "I want to talk to a salesperson",
    "Could a representative reach out to me next week?",
    "is a consultant free to talk this afternoon?",
    "we'd love to chat with your folks about a rollout",
    "need a human asap",
    "speak to sales",
    "can a colleague of yours phone me tomorrow morning?",
    "I'd like to be called back please",
    "I want to arrange a call with one of your engineers",
    "hook me up with somebody on your sales team",
    "who should I speak to about a partnership?",
    "let me talk to someone who can actually decide",
    "any chance an engineer could look at our API logs?",
    "I'd prefer dealing with a person",
    "send someone my way please",
    "could your sales people give us a ring?",
    "Could I speak with somebody in your sales department?",
    "I'd like to have a word with one of your consultants",
    "hey can a human jump in here",
    "I want to talk to the people who built this",
    "please have your sales guy email me",
    "Is it possible to get a phone call from your team this week?",
    "can one of your reps contact me at my office",
    "get a real person on the line please",
    "looking for someone to talk to about pricing for 50 seats",
    "transfer me to sales",
    "I'd appreciate it if a specialist could get back to me",
    "Can your sales rep give me a buzz?",
    "I need to speak to someone urgently",
    "talk to a human",
    "an actual person please",
    "sales please",
    "Ring me back when you can",
    "I'd love a callback tomorrow",
    "could someone from Kestrel give us a call next week",
    "need to talk to a rep about an enterprise licence",
    "yo can i get a sales person on the phone",
    "Would it be possible for someone to call me on Monday?",
    "I'd really rather speak to a human being",
    "connect me to whoever handles enterprise deals",
    "put a person on please",
    "escalate to your manager",
    "can i please just talk to somebody",
    "I'd want someone technical to review our architecture",
    "we need to speak with your partnerships team",
    "can your team ring me about a pilot",
    "get in touch with me please",
    "I want to talk with a real agent",
    "let me speak to a supervisor",
    "any humans here?",
    "I'd like someone to call me about our contract renewal",
    "please arrange for an engineer to contact me",
    "Kindly have a representative get in touch",
  ])("%j asks for a person", (message) => {
    expect(classify(message).kind).toBe("handover");
  });

  it.each([
    "who is on your team?",
    "do you have a sales team in Europe?",
    "how big is your team?",
    "tell me about your engineers",
    "what does your support team do?",
    "are your consultants certified?",
    "how many engineers work at Kestrel?",
    "where is your team based?",
    "does the agent hand customers over to a human?",
    "can the chatbot escalate to my staff when it's stuck?",
    "is your sales team friendly?",
    "what hours is your support team available?",
    "does your team speak German?",
    "can your agents talk to customers in Spanish?",
    "who are the people behind Kestrel?",
    "what's the email for sales?",
    "do you have people in London?",
    "who leads your engineering team?",
    "does your team have experience with banks?",
    "how many people work at Kestrel?",
    "is your support team based in the US?",
    "what do your consultants do in the first week?",
    "are your engineers in-house or outsourced?",
    "tell me about the people behind the company",
    "do you have a sales office in Asia?",
    "can the agents hand a caller over to my team?",
    "what happens if the bot can't answer, does a person step in for my customers?",
    "which of your experts wrote the white paper?",
    "I spoke to someone from sales last week, what's the next step?",
    "our team would like to learn more about the no-code platform",
    "my manager wants to know how long a project takes",
    "Is the consultation with a real person or a bot?",
    "who are your founders?",
    "do your consultants travel to Canada?",
    "what is the size of your support team?",
    "Does someone monitor the AI's answers?",
    "how do your engineers test the agents?",
    "is there a human in the loop when the AI makes decisions?",
    "can your chatbot transfer my customers to a live agent?",
    "what's the best way to contact your team?",
    "I used to work with a consultant from Accenture",
    "my team needs training on AI, do you offer that?",
  ])("%j is a question to answer, not a request for a person", (message) => {
    expect(classify(message).kind).not.toBe("handover");
  });

  it.each([
    "I'd like a quote",
    "we want a proposal for 3 stores",
    "how much would it cost us? can you send a quote",
    "please prepare an estimate for our project",
    "I want a quote for 3 locations",
    "send me a quote please",
    "Can I get a price estimate for 200 users?",
    "please give us a quotation",
  ])("%j asks for a quote", (message) => {
    expect(wantsQuote(normalizeMessage(message))).toBe(true);
  });

  it.each(["what do your clients say about you? any quotes?", "how much does it cost?"])(
    "%j asks for no quote",
    (message) => {
      expect(wantsQuote(normalizeMessage(message))).toBe(false);
    },
  );

  it("says which signs it read, for and against", () => {
    expect(personRequestSigns("i need someone from sales").signs).toEqual([
      "wanting someone",
      "a person named",
    ]);
    const about = personRequestSigns("do you have a sales team in europe");
    expect(about.signs).toContain("asking whether there is one");
    expect(about.score).toBeLessThan(3);
  });
});
