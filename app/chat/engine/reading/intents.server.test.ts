import { describe, expect, it } from "vitest";
import { classify, withSlipsCorrected } from "./intents.server.ts";

describe("classify", () => {
  it.each([
    ["hey, hope your week is going well", "greeting"],
    ["how has your day been?", "how-are-you"],
    ["and how are things with you today, little bot?", "how-are-you"],
    ["enjoy your evening, take care", "goodbye"],
    ["got to run, talk soon", "goodbye"],
    ["all sorted now, thanks a million", "thanks"],
    ["is there a real human typing these replies?", "identity"],
    ["ur smarter than most bots i've used", "compliment"],
    ["could you put us in contact with your sales team", "handover"],
    ["is there somebody on your sales team we could talk to?", "handover"],
    ["how would you say thank you in Korean", "off-topic"],
    ["¿Puedo hablar con una persona de verdad?", "handover"],
    ["what is 12 - 5", "off-topic"],
    ["will it rain in Boston this afternoon?", "off-topic"],
    ["good evening, assistant", "greeting"],
    ["Hallo zusammen!", "greeting"],
    ["bonjour tout le monde", "greeting"],
    ["what should I call you?", "identity"],
    ["you're a helpful little assistant", "compliment"],
    ["escalate my complaint to a manager please", "handover"],
    ["could you pass my message on to the team?", "handover"],
    ["is there someone who can help me with an integration question?", "handover"],
    ["could I meet one of your consultants in person?", "handover"],
    ["my pivot table in excel is broken, any idea?", "off-topic"],
    ["could I talk with a member of your support team?", "handover"],
    ["heading off now, take care", "goodbye"],
    ["that covers everything, have a lovely evening", "goodbye"],
    ["I'll come back later, thanks", "goodbye"],
    ["what's new with you today?", "how-are-you"],
    ["hiya, how are ya", "greeting"],
    ["greetings from Berlin", "greeting"],
    ["hang on, is an automated assistant typing these replies?", "identity"],
    ["what are you, some kind of chatbot?", "identity"],
    ["is someone actually reading this?", "identity"],
    ["this bot is actually decent", "compliment"],
    ["could a living breathing human take over this chat pls", "handover"],
    [
      "I'd prefer to go through our setup with one of your technical people, face to face",
      "handover",
    ],
    ["is anybody from sales available to chat right now?", "handover"],
    ["ooh, more detail on that one please", "follow-up"],
    ["can you recommend a good book", "off-topic"],
    ["Hello, good morning from Madrid", "greeting"],
    ["haha nice. how's your day going?", "how-are-you"],
    ["hows your day going", "how-are-you"],
    ["hello there! just looking around", "greeting"],
    ["Is there an account manager I could speak to?", "handover"],
    ["the link didn't arrive, can a person from support help me?", "handover"],
    ["please pass me to a colleague who can talk budget", "handover"],
    ["our case is unusual, who do I ask then?", "handover"],
    ["nice, I used to live there haha", "acknowledgement"],
    ["none of that worked, I need someone to look at my account", "handover"],
    ["Thank you so much, dear, you've been more helpful than our IT fellow all year!", "thanks"],
    ["ok can someone from your team give me a call about this", "handover"],
    ["whats the best python lib for web scraping", "off-topic"],
    ["what's the diesel cost for a 400 mile run at 7 miles per gallon?", "off-topic"],
  ])("takes %j as %s", (message, kind) => {
    expect(classify(message).kind).toBe(kind);
  });

  it.each([
    "thanks, and what are your support hours?",
    "take care of billing for me: how much does it cost?",
    "do your agents answer customers by email?",
    "is there a person who reviews what the agents say?",
    "our staff work 9-5, can your agents cover the evenings?",
    "is it 4-8 weeks from the first call?",
    "does the AI escalate urgent cases to my staff?",
    "do you pass my details on to advertisers?",
    "whats the postcode of your office. Cheers!",
    "have you worked with any retail companies, cheers",
    "could we come to your office in person? which suite?",
    "can your agents export data to excel spreadsheets?",
    "who will we talk to after we launch, do we get a dedicated person?",
    "am I allowed to scrape your website with bots",
    "is there a person assigned to us once it's running",
    "is it really click and drag or will i end up writing scripts anyway",
    "are you an AI company or a consultancy?",
    "and to come back later?",
    "can you book a meeting with a consultant for me?",
    "Oh, that's quicker than I expected. Will my staff get to try it out first?",
    "thanks! and how do I book the consultation?",
    "and then what, is that it?",
    "We're a 30-person company. Are there contracts if we buy one of your solutions?",
    "i forgot my password thanks",
    "pawsord reset pls",
  ])("keeps %j a question", (message) => {
    expect(classify(message).kind).toBe("question");
  });

  it.each([
    ["this bot is useless. get me a real perosn NOW", "handover"],
    ["what's the wetaher like in Boston today", "off-topic"],
    ["Have a loevly weekend, take care!", "goodbye"],
    ["pawsord reset pls", "question"],
  ])("takes %j as %s once its slips are put right", (message, kind) => {
    expect(classify(withSlipsCorrected(message)).kind).toBe(kind);
  });

  it("puts slips right and leaves everything else as written", () => {
    expect(withSlipsCorrected("Did they need their IT team? consultaiton")).toBe(
      "Did they need their IT team? consultation",
    );
    expect(withSlipsCorrected("¿Puedo hablar con una persona?")).toBe(
      "¿Puedo hablar con una persona?",
    );
  });

  it("drops words that only announce a question or thank for the answer", () => {
    expect(classify("quick q: what's your support email?")).toEqual({
      kind: "question",
      text: "what's your support email",
      asked: "what's your support email?",
    });
    expect(classify("one more thing, who are you exactly?")).toEqual({
      kind: "suggestion",
      topic: "company",
    });
    expect(classify("and who are you exactly?")).toEqual({ kind: "suggestion", topic: "company" });
    expect(classify("what's your postcode? thanks a lot!")).toMatchObject({
      kind: "question",
      asked: "what's your postcode?",
    });
  });
});
