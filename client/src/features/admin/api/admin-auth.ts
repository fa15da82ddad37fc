/** The admin token as every admin call sends it (in place of a learner's session token). */
export function adminHeaders(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}
