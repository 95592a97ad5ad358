/**
 * Where a page depends on who is signed in, shown until the session is known: neither the visitor's
 * 'Connexion requise' nor the listener's content, so a signed-in listener never reads a wrong refusal.
 */
export function SessionPending() {
  return <div className="skeleton session-pending" role="status" aria-busy="true" aria-label="Chargement du compte" />;
}
