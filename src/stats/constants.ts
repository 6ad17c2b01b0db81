/** BotChat's Elo parameters (its Arena): initial rating 1000, logistic scale 400, base 10, K = 32. */
export const BOTCHAT_ELO = { initial: 1000, scale: 400, base: 10, k: 32 } as const;

/** The scale Bradley-Terry ratings are reported on, matching Elo's (and FastChat's compute_bt). */
export const BT_SCALE = { initial: 1000, scale: 400, base: 10 } as const;

/** Default bootstrap rounds for rating intervals. */
export const BOOTSTRAP_ROUNDS = 1000;

/**
 * Largest share of bootstrap rounds in which a model may go without a finite rating (it won all or none of its
 * resampled games, or its group did) before its interval is withheld as "too few games" (decision 0080).
 */
export const BT_DEGENERATE_SHARE = 0.05;
