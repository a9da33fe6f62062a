// The admin's "Importeren (Kiesraad)" tab (decision 029), part of `admin` in
// nl-admin.ts: Dutch, in the "je" voice (docs/decisions/020-dutch-texts.md).

export const importTab = {
  tab: 'Importeren (Kiesraad)',
  title: 'Uitslag inlezen uit de bestanden van de Kiesraad',
  intro:
    'Kies de zip die de Kiesraad publiceert, of losse EML-bestanden (.eml.xml van type 510b, 510c, 510d of 520, met de kandidatenlijsten 230b en de verkiezingsdefinitie 110a). Je ziet eerst wat erin staat; pas bij "Toepassen" wordt iets opgeslagen.',
  dropZone: 'Sleep de zip of EML-bestanden hierheen',
  choose: 'Kies bestanden',
  chosen: (count: number) => `${count} ${count === 1 ? 'bestand' : 'bestanden'} gekozen`,
  clear: 'Wissen',
  tooLarge: (mb: number) => `De bestanden zijn samen te groot: hooguit ${mb} MB per keer.`,
  wrongType: (name: string) => `${name} is geen .zip of .xml.`,
  region: 'Provincie',
  regionPlaceholder: 'Kies de provincie',
  regionHint:
    'Je leest de uitslag van één provincie per keer in. De bestanden moeten van die provincie zijn.',
  regionOption: (name: string, seats: number | null) =>
    seats === null ? name : `${name} (${seats} Statenzetels)`,
  createMissing: 'Ontbrekende partijen aanmaken',
  createMissingHint:
    'Namen uit de bestanden die bij geen partij van deze verkiezing horen, worden als nieuwe partij toegevoegd.',
  preview: 'Voorbeeld bekijken',
  uploading: (percent: number) => `Uploaden... ${percent}%`,
  reading: 'Bestanden lezen...',
  progressLabel: 'Voortgang van het inlezen',
  source: (election: string, files: number) =>
    `${election}: ${files} ${files === 1 ? 'bestand' : 'bestanden'} gelezen`,
  warnings: (count: number) => `Let op (${count})`,
  seatsTitle: 'Zetels per partij',
  seatsCaption:
    'Stemmen uit het 510d-bestand, zetels uit het 520-bestand en zetels berekend uit de stemmen volgens de Kieswet.',
  statenTitle: (province: string) => `Statenzetels ${province}`,
  statenCaption: (seats: number | null) =>
    `${seats === null ? 'Het aantal zetels is onbekend' : `${seats} zetels`}: stemmen uit het 510d-bestand, zetels berekend uit de stemmen en zetels uit het 520-bestand.`,
  listColumn: 'Lijst',
  partyColumn: 'Partij',
  votesColumn: 'Stemmen',
  seats520Column: 'Zetels (520)',
  seatsFromVotesColumn: 'Uit stemmen',
  storedColumn: 'Nu',
  changes: 'wijzigt',
  newParty: 'nieuw',
  noParty: 'geen partij',
  countryTurnout: 'Landelijke opkomst',
  municipalitiesTitle: 'Gespeelde gemeenten',
  provinceTitle: 'Provincie',
  municipalityColumn: 'Gemeente',
  provinceColumn: 'Provincie',
  turnoutColumn: 'Opkomst',
  biggestColumn: 'Grootste partij',
  noMunicipalities: 'De bestanden hebben geen gegevens van gespeelde gemeenten.',
  noProvince: 'De bestanden hebben geen totalen van de provincie (510d).',
  mappingTitle: (count: number) => `${count === 1 ? 'Naam' : 'Namen'} zonder partij (${count})`,
  mappingIntro:
    'Deze namen uit de bestanden horen bij geen partij van deze verkiezing. Kies per naam de partij die het is, of maak een nieuwe partij aan. Daarna kun je toepassen.',
  mappingPlaceholder: 'Kies een partij',
  mappingNew: 'Nieuwe partij aanmaken',
  mappingTaken: (name: string) => `${name} (al gekoppeld)`,
  mappingOpen: (count: number) =>
    `Kies nog voor ${count} ${count === 1 ? 'naam' : 'namen'} een partij voordat je toepast.`,
  none: '–',
  apply: 'Toepassen',
  applying: 'Toepassen...',
  applied: 'De uitslag uit de bestanden is opgeslagen.',
  calculateOffer: 'Bereken nu de punten, zodat de spelers hun score zien.',
  failed: 'Het inlezen is mislukt. Probeer het opnieuw.',
};
