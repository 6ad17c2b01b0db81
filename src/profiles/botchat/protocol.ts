// BotChat's protocol as its paper and code fix it: how long its conversations run, where it reads the pass rate,
// and the length its generation prompt asks for. Readers, the counts SQL and the view all read these.

/** BotChat's conversations run to 16 chats; pass@N is drawn for N = 1..16. */
export const BOTCHAT_MAX_N = 16;
/** The N at which BotChat reports its pass rates. */
export const BOTCHAT_REPORTED_N = [4, 8, 12, 16] as const;
/** BotChat's generation prompt asks for chats under 60 words. */
export const BOTCHAT_WORD_LIMIT = 60;
