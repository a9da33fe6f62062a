// Texts of the prediction pieces that several features share: the deadline banner and toast
// (dashboard, league, admin results) and the seat hemicycle (dashboard, member predictions).

export const predictions = {
  deadline: {
    regionLabel: 'Deadline voorspellingen',
    // "Deadline banner and toast", open state.
    openTitle: (deadline: string) => `Deadline: ${deadline}`,
    openText:
      'Tot de deadline kun je al je voorspellingen aanpassen. Na de deadline kunnen voorspellingen niet meer worden gewijzigd, maar kun je wel de voorspellingen van je tegenstanders bekijken.',
    remaining: ({ days, hours, minutes }: { days: number; hours: number; minutes: number }) => {
      const parts = [
        days > 0 ? `${days} ${days === 1 ? 'dag' : 'dagen'}` : null,
        days > 0 || hours > 0 ? `${hours} uur` : null,
        `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`,
      ].filter((part): part is string => part !== null);
      const last = parts.pop();
      return `Nog ${parts.length > 0 ? `${parts.join(', ')} en ${last}` : last}`;
    },
    // Locked state: the server's status message, then this sentence.
    lockedText: 'Alle voorspellingen zijn nu vergrendeld en kunnen niet worden gewijzigd',
    // After the final result, the one line a phone shows instead of the locked texts.
    finalLine: 'Uitslag definitief · voorspellingen gesloten',
    toastTitle: 'Voorspellingen vergrendeld',
    toastClose: 'Melding sluiten',
  },
  hemicycle: {
    label: (seatCount: number) => `Zetelverdeling, ${seatCount} zetels`,
    seat: (seatNumber: number, partyName: string | null) =>
      `Zetel ${seatNumber}: ${partyName ?? 'nog niet toegewezen'}`,
  },
};
