/**
 * What a new password's field says before anything is typed: the whole rule of decision 051, not
 * only its length (issue 44 point 8). Its own module: the forms show it without loading zxcvbn.
 */
export const PASSWORD_RULE_HINT =
  'At least 8 characters and hard to guess: no common word or pattern, not your name, username or email';
