/**
 * Requests plainly outside the site: weather, news, sport, recipes, homework, writing, coding,
 * trivia. Answering them from the content would quote a passage that shares one word.
 */
const OFF_TOPIC = new RegExp(
  `\\b(${[
    // Weather, food, sport, entertainment, trivia and travel.
    "weather|forecast|temperature outside|recipe|cook(ing)? (a|an|the)|bake",
    "(rain|snow)(ing)? (today|tonight|tomorrow|later|this (morning|afternoon|evening|week|weekend))",
    "(gonna|going to|will it|is it) (rain|snow)",
    "lottery|horoscope|zodiac|who won|world cup|super bowl|football|soccer|basketball|baseball",
    "nba|nfl|movie|film|song|lyrics|tv show|netflix|celebrity",
    "capital of|population of|meaning of life|how far is|distance (from|between)",
    "time is it|what day is it|today's date|nearest (restaurant|pizza|bar|cafe|hotel)",
    "book (a|me a) (flight|hotel|table)|flights? to",
    "recommend (me )?(a|an|some) (good |great |nice |decent |cheap )?(book|novel|movie|film|show|series|song|podcast|restaurant|bar|game|laptop|phone|computer|pc|monitor|headphones|car|tv|camera|tablet)s?",
    "(buy|sell|short) (\\w+ )?(stocks?|shares)",
    "(pizza|burger|sushi|coffee|restaurant|bar|pub|cafe)s?( (place|shop|spot)s?)? near",
    "(python|javascript|typescript|java|rust|php|ruby|golang|react|node)( \\w+)? (lib|libs|library|libraries|package|packages|framework|tutorial)",
    "web scraping|scrape (a|this|that|some) (site|website|page)",
    "(diesel|petrol|gasoline|fuel|gas) (cost|price|bill)|miles per gallon|\\bmpg\\b",
    "(how (do|can|should) i|how to|help me) (build|make|create|design) (a|an|my) (website|blog|logo|resume|cv)",
    // Homework, writing, sums and translation.
    // Someone writing an essay about AI may still ask about a client story: only writing one is off.
    "homework|write (me )?(an?|my|our|this) ([a-z]+ )?essay|help (me )?with (an?|my|our|this) ([a-z]+ )?essay|(writing|working on) (an?|my|our) ([a-z]+ )?essay (on|about) (?!ai\\b|artificial|kestrel|your|you\\b)|proofread|poem|haiku|limerick|short story|translate (this|that|it|into|to)",
    "(generate|design|draw|make|create) (me )?(a|an|my|our) (new )?(logo|image|picture|drawing|illustration|meme|avatar)",
    "how (do |does )?(transformers|neural networks|large language models|llms|gpt|chatgpt|diffusion models|attention|backpropagation) (actually |really )?work",
    "tax (rate|rates|return|returns|bracket|brackets|deduction|deductions)|(file|filing|do) (my |our )?taxes",
    "how (do|would|can) (you|i|we|one) say .+ in (japanese|chinese|mandarin|korean|french|german|spanish|italian|portuguese|russian|arabic|hindi|dutch|swedish|polish|turkish|greek|latin)",
    "square root|solve (this|for)",
    // A hyphen between figures is a range ("9-5", "4-8 weeks"); a sum's minus stands apart.
    "\\d+(\\.\\d+)? ?(times|plus|minus|divided by|multiplied by|x|\\*|\\+|\\/) ?\\d+(\\.\\d+)?",
    "\\d+(\\.\\d+)? - \\d+(\\.\\d+)?",
    // Money: stock tips and crypto.
    "stock price|stocks? (should|to|worth|(i|we) should)|(which|what) stocks|shares to buy|invest(ing|ment)? (in|tips|advice)",
    "crypto(currency)?|bitcoin|ethereum",
    "exchange rates?|currency (conversion|converter)|convert \\d+ (dollars|euros|pounds|usd|eur|gbp)",
    // Someone else's code, computer or assistant.
    "linked list|leetcode|algorithm for|sort an array|regex for|sql (query )?(for|to)|stack ?trace",
    "syntax error|debug (my|this)|fix my code|write (me )?(a |some )?(code|script|function|program)",
    "(python|javascript|typescript|java|sql|bash) (script|function|code|error|program|question)",
    "(write|fix|debug|explain) (me )?(a |an |some |my |this )?(python|javascript|typescript|java|sql|bash)",
    "(fix|repair|troubleshoot|reset) (my|the|a) (laptop|computer|phone|printer|router|wifi|internet|tv)",
    "(my|our|the) ([a-z]+ )?(laptop|computer|phone|printer|router|tv|car|fridge|dishwasher|washing machine) (keeps|won'?t|doesn'?t|isn'?t|is not|stopped|broke)",
    "wifi|chatgpt|gemini|siri|alexa",
    // Someone else's spreadsheet: a formula, not the spreadsheets an integration connects to.
    "(excel|spreadsheet|sheets) (formula|function|macro)s?|vlookup|xlookup|pivot ?tables?",
  ].join("|")})\\b`,
);

/** Whether a normalised message asks for something plainly outside the site. */
export const isOffTopic = (text: string) => OFF_TOPIC.test(text);

/** The words the off-topic requests are written in, for putting a visitor's slips right. */
export const offTopicWords = (): string[] => [OFF_TOPIC.source];
