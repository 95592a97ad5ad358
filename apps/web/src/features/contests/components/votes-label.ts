export const votesLabel = (votes: number) => `${votes} vote${votes > 1 ? 's' : ''}`;
