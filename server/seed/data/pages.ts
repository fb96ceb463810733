/**
 * Info pages (browsing spec §2 "Info pages" and the business page). Each page
 * has the same slug on all three sites — "the slug shows the same page in
 * every variant" — with its text written in the site's language.
 */
import 'server-only';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import type { Localized } from '@/server/db/schema';
import { l } from '../text';

/** The organiser and its one fund, from the site table, so the pages say what the footer, PDF and mails say. */
const ORG = ORGANISER.name;
const CVR = ORGANISER.registrationNumber;
const { fund: FUND, memberNumber: FUND_NO, registryUrl: FUND_LOOKUP } = TRAVEL_GUARANTEE;
const SELLER = { no: SITES.no.company.name, sv: SITES.sv.company.name };
const BOARD = { da: SITES.da.complaintsBoard.name, no: SITES.no.complaintsBoard.name, sv: SITES.sv.complaintsBoard.name };
const LOOKUP = `<a href="${FUND_LOOKUP}" rel="noopener noreferrer">${FUND}</a>`;

export interface PageData {
  slug: string;
  categoryKey: string;
  name: Localized;
  body: Localized;
}

export const PAGES: readonly PageData[] = [
  {
    slug: 'om-os',
    categoryKey: 'info',
    name: l('Om os', 'Om oss', 'Om oss'),
    body: l(
      `<p>Fantur er et dansk rejsebureau, der siden 2009 har sendt fodboldfans til de største kampe i Europa. Vi sammensætter pakker med kampbillet, fly og hotel, så du kan koncentrere dig om oplevelsen.</p><p>Vores team består af rejsekonsulenter, der selv er passionerede fans. Vi kender stadions, byerne og de bedste pubber, og vi står klar til at hjælpe før, under og efter rejsen.</p><p>Rejserne arrangeres af ${ORG}, der er medlem af ${FUND} (reg.nr. ${FUND_NO}), så dine penge er sikret, hvis noget skulle gå galt.</p>`,
      `<p>Fantur er et reisebyrå som siden 2009 har sendt fotballsupportere til de største kampene i Europa. Vi setter sammen pakker med kampbillett, fly og hotell, slik at du kan konsentrere deg om opplevelsen.</p><p>Teamet vårt består av reiserådgivere som selv er lidenskapelige supportere. Vi kjenner stadionene, byene og de beste pubene, og vi står klare til å hjelpe før, under og etter reisen.</p><p>Reisene arrangeres av ${ORG} i København, som er medlem av den danske reisegarantiordningen ${FUND} (medlemsnr. ${FUND_NO}), så pengene dine er sikret hvis noe skulle gå galt.</p>`,
      `<p>Fantur är en resebyrå som sedan 2009 har skickat fotbollsfans till de största matcherna i Europa. Vi sätter ihop paket med matchbiljett, flyg och hotell så att du kan fokusera på upplevelsen.</p><p>Vårt team består av resekonsulter som själva är passionerade supportrar. Vi känner arenorna, städerna och de bästa pubarna, och vi finns här för att hjälpa dig före, under och efter resan.</p><p>Resorna arrangeras av ${ORG} i Köpenhamn, som är ansluten till den danska resegarantifonden ${FUND} (medlemsnr ${FUND_NO}), så dina pengar är trygga om något skulle gå fel.</p>`,
    ),
  },
  {
    slug: 'faq',
    categoryKey: 'info',
    name: l('Ofte stillede spørgsmål', 'Ofte stilte spørsmål', 'Vanliga frågor'),
    body: l(
      '<h3>Hvornår får jeg mine billetter?</h3><p>Billetterne leveres som e-billetter, mobilbilletter eller udleveres på hotellet. Leveringsmåden står ved hver billet, og de fleste billetter sendes 2-7 dage før kampen.</p><h3>Hvad sker der, hvis kampen flyttes?</h3><p>Kampe flyttes ofte af hensyn til tv. Derfor rejser du typisk fra dagen før til dagen efter kampen. Flyttes kampen uden for rejseperioden, hjælper vi dig med at finde en løsning.</p><h3>Kan jeg rejse med børn?</h3><p>Ja. Børn fra 0 til 15 år kan rejse med, og vi finder et værelse, der passer til familien. Nogle stadions har dog aldersgrænser i bestemte afsnit.</p><h3>Sidder vi sammen?</h3><p>Vi bestræber os altid på, at I sidder mindst to og to sammen. Garanti for, at hele gruppen sidder samlet, kan vi desværre ikke give.</p>',
      '<h3>Når får jeg billettene?</h3><p>Billettene leveres som e-billetter, mobilbilletter eller deles ut på hotellet. Leveringsmåten står ved hver billett, og de fleste billettene sendes 2-7 dager før kampen.</p><h3>Hva skjer hvis kampen flyttes?</h3><p>Kamper flyttes ofte på grunn av TV. Derfor reiser du som regel fra dagen før til dagen etter kampen. Flyttes kampen utenfor reiseperioden, hjelper vi deg med å finne en løsning.</p><h3>Kan jeg reise med barn?</h3><p>Ja. Barn fra 0 til 15 år kan bli med, og vi finner et rom som passer familien. Noen stadioner har likevel aldersgrenser i enkelte seksjoner.</p><h3>Sitter vi sammen?</h3><p>Vi gjør alltid vårt beste for at dere sitter minst to og to sammen. Vi kan dessverre ikke garantere at hele gruppen sitter samlet.</p>',
      '<h3>När får jag mina biljetter?</h3><p>Biljetterna levereras som e-biljetter, mobilbiljetter eller lämnas ut på hotellet. Leveranssättet står vid varje biljett, och de flesta biljetter skickas 2-7 dagar före matchen.</p><h3>Vad händer om matchen flyttas?</h3><p>Matcher flyttas ofta på grund av tv. Därför reser du oftast från dagen före till dagen efter matchen. Flyttas matchen utanför reseperioden hjälper vi dig att hitta en lösning.</p><h3>Kan jag resa med barn?</h3><p>Ja. Barn från 0 till 15 år kan följa med, och vi hittar ett rum som passar familjen. Vissa arenor har dock åldersgränser i vissa sektioner.</p><h3>Sitter vi tillsammans?</h3><p>Vi strävar alltid efter att ni sitter minst två och två tillsammans. Att hela sällskapet sitter samlat kan vi tyvärr inte garantera.</p>',
    ),
  },
  {
    slug: 'bagageregler',
    categoryKey: 'info',
    name: l('Bagageregler', 'Bagasjeregler', 'Bagageregler'),
    body: l(
      '<p>De fleste af vores pakker inkluderer håndbagage på op til 8 kg. Den præcise vægt og størrelse afhænger af flyselskabet og står i dit rejsedokument.</p><p>Indskrevet bagage kan tilkøbes, når du bestiller, eller senere via os. Mange stadions tillader ikke store tasker, så lad kufferten blive på hotellet på kampdagen.</p><p>Væsker i håndbagagen skal være i beholdere på højst 100 ml i en genlukkelig plastpose.</p>',
      '<p>De fleste pakkene våre inkluderer håndbagasje på opptil 8 kg. Nøyaktig vekt og størrelse avhenger av flyselskapet og står i reisedokumentet ditt.</p><p>Innsjekket bagasje kan kjøpes når du bestiller, eller senere via oss. Mange stadioner tillater ikke store vesker, så la kofferten bli igjen på hotellet på kampdagen.</p><p>Væsker i håndbagasjen må være i beholdere på maks 100 ml i en gjenlukkbar plastpose.</p>',
      '<p>De flesta av våra paket inkluderar handbagage på upp till 8 kg. Exakt vikt och storlek beror på flygbolaget och står i ditt resedokument.</p><p>Incheckat bagage kan köpas till när du bokar eller senare via oss. Många arenor tillåter inte stora väskor, så lämna resväskan på hotellet på matchdagen.</p><p>Vätskor i handbagaget ska vara i behållare på högst 100 ml i en återförslutningsbar plastpåse.</p>',
    ),
  },
  {
    slug: 'booking-og-betaling',
    categoryKey: 'info',
    name: l('Booking og betaling', 'Bestilling og betaling', 'Bokning och betalning'),
    body: l(
      '<p>Når du har valgt din pakke, udfylder du oplysninger om kontaktperson og deltagere nøjagtigt som i passet. Du modtager herefter en faktura med et link til betaling.</p><p>Du kan betale med betalingskort eller MobilePay. Fakturaen skal være betalt inden fristen, ellers kan vi ikke garantere billetter og fly.</p><p>Priserne på fly og hotel ændrer sig løbende. Er prisen ændret, når du bestiller, viser vi den nye pris, som du skal godkende, før bestillingen gennemføres.</p>',
      '<p>Når du har valgt pakken din, fyller du inn opplysninger om kontaktperson og deltakere nøyaktig som i passet. Deretter mottar du en faktura med en lenke til betaling.</p><p>Du kan betale med betalingskort eller Vipps. Fakturaen må være betalt innen fristen, ellers kan vi ikke garantere billetter og fly.</p><p>Prisene på fly og hotell endrer seg fortløpende. Har prisen endret seg når du bestiller, viser vi den nye prisen, som du må godkjenne før bestillingen gjennomføres.</p>',
      '<p>När du har valt ditt paket fyller du i uppgifter om kontaktperson och resenärer exakt som i passet. Därefter får du en faktura med en länk för betalning.</p><p>Du kan betala med kort eller Swish. Fakturan ska vara betald före förfallodagen, annars kan vi inte garantera biljetter och flyg.</p><p>Priserna på flyg och hotell ändras hela tiden. Har priset ändrats när du bokar visar vi det nya priset, som du godkänner innan bokningen genomförs.</p>',
    ),
  },
  {
    slug: 'generelle-betingelser',
    categoryKey: 'info',
    name: l('Generelle betingelser', 'Generelle vilkår', 'Allmänna villkor'),
    body: l(
      `<p>Disse betingelser gælder for alle pakkerejser, som ${ORG} arrangerer, og supplerer lov om pakkerejser og sammensatte rejsearrangementer (lov nr. 1666 af 19. december 2017). Betingelserne kan ikke fravige loven til skade for dig. Aftalen er bindende, når du har modtaget vores bekræftelse.</p><p>Du kan altid afbestille rejsen før afrejse mod et gebyr, der afhænger af, hvor tæt på afrejse afbestillingen sker. Kampbilletter købes specifikt til din rejse og kan ikke sælges videre, så deres pris indgår fuldt i gebyret.</p><p>Flytter ligaen kampens dato eller tidspunkt, er det ikke en væsentlig ændring af rejsen, så længe kampen spilles inden for rejseperioden.</p><p>Har du en klage, går den først til os. Hvis vi ikke bliver enige, kan du indbringe den for ${BOARD.da}; se siden om klager.</p>`,
      `<p>Disse vilkårene gjelder for alle pakkereiser som ${SELLER.no} selger på vegne av arrangøren ${ORG}, og kommer i tillegg til lov om pakkereiser og reisegaranti mv. (pakkereiseloven) av 15. juni 2018 nr. 32. Vilkårene kan ikke fravike loven til skade for deg. Avtalen er bindende når du har mottatt bekreftelsen vår.</p><p>Du kan alltid avbestille reisen før avreise mot et gebyr som avhenger av hvor nær avreise avbestillingen skjer. Kampbilletter kjøpes spesielt til din reise og kan ikke selges videre, så prisen på dem inngår fullt i gebyret.</p><p>Flytter ligaen dato eller tidspunkt for kampen, er det ikke en vesentlig endring av reisen så lenge kampen spilles innenfor reiseperioden.</p><p>Har du en klage, går den først til oss. Blir vi ikke enige, kan du bringe den inn for ${BOARD.no}; se siden om klage.</p>`,
      `<p>Dessa villkor gäller för alla paketresor som ${SELLER.sv} säljer för researrangören ${ORG}:s räkning och kompletterar paketreselagen (2018:1217). Villkoren kan inte inskränka dina rättigheter enligt lagen. Avtalet är bindande när du har fått vår bekräftelse.</p><p>Du kan alltid avboka resan före avresan mot en avgift som beror på hur nära avresan avbokningen sker. Matchbiljetter köps specifikt för din resa och kan inte säljas vidare, så deras pris ingår fullt i avgiften.</p><p>Flyttar ligan matchens datum eller tid är det inte en väsentlig ändring av resan, så länge matchen spelas inom reseperioden.</p><p>Har du klagomål går de först till oss. Blir vi inte överens kan du anmäla tvisten till ${BOARD.sv}; se sidan om klagomål.</p>`,
    ),
  },
  {
    slug: 'garantier-og-forsikring',
    categoryKey: 'info',
    name: l('Garantier og forsikring', 'Garantier og forsikring', 'Garantier och försäkring'),
    body: l(
      `<p>Alle rejser på fantur.dk arrangeres af ${ORG} (CVR-nr. ${CVR}), der er medlem af ${FUND} med reg.nr. ${FUND_NO}. Går arrangøren konkurs, dækker fonden det, du har betalt for din pakkerejse, og sørger for, at du kommer hjem, hvis du allerede er af sted.</p><p>Du kan selv slå medlemskabet op på fondens medlemsliste hos ${LOOKUP} ved at søge på navn eller nummer.</p><p>Vi anbefaler, at du har en rejseforsikring, der dækker sygdom og hjemtransport. Husk også det blå EU-sygesikringskort, når du rejser i Europa.</p><p>Med vores kampforsikring får du pengene for billetten tilbage, hvis kampen bliver aflyst og ikke spilles igen i løbet af sæsonen.</p>`,
      `<p>Alle reiser på fantur.no selges av ${SELLER.no} på vegne av arrangøren ${ORG} (CVR-nr. ${CVR}) i Danmark. Arrangøren er medlem av den danske reisegarantiordningen ${FUND} med medlemsnr. ${FUND_NO}. Fordi arrangøren er etablert i Danmark, stilles reisegarantien der og ikke i det norske Reisegarantifondet. Garantien beskytter deg likevel fullt ut uansett hvor du bor: går arrangøren konkurs, dekker fondet det du har betalt for pakkereisen, og sørger for at du kommer hjem hvis du allerede er på reise.</p><p>Du kan selv slå opp medlemskapet i fondets medlemsliste hos ${LOOKUP} ved å søke på navn eller nummer.</p><p>Vi anbefaler at du har en reiseforsikring som dekker sykdom og hjemtransport. Husk også Europeisk helsetrygdkort når du reiser i Europa.</p><p>Med kampforsikringen vår får du pengene for billetten tilbake hvis kampen blir avlyst og ikke spilles igjen i løpet av sesongen.</p>`,
      `<p>Alla resor på fantur.se säljs av ${SELLER.sv} för researrangören ${ORG}:s räkning (CVR-nr ${CVR}, Danmark). Arrangören är ansluten till den danska resegarantifonden ${FUND} med medlemsnr ${FUND_NO}. Eftersom arrangören är etablerad i Danmark ställs resegarantin där och inte hos Kammarkollegiet. Garantin skyddar dig ändå fullt ut var du än bor: går arrangören i konkurs ersätter fonden det du har betalat för paketresan och ser till att du kommer hem om du redan är på resa.</p><p>Du kan själv kontrollera medlemskapet i fondens medlemslista hos ${LOOKUP} genom att söka på namn eller nummer.</p><p>Vi rekommenderar att du har en reseförsäkring som täcker sjukdom och hemtransport. Ta också med ditt europeiska sjukförsäkringskort när du reser i Europa.</p><p>Med vår matchförsäkring får du tillbaka pengarna för biljetten om matchen ställs in och inte spelas igen under säsongen.</p>`,
    ),
  },
  {
    slug: 'pas-og-visum',
    categoryKey: 'info',
    name: l('Pas og visum', 'Pass og visum', 'Pass och visum'),
    body: l(
      '<p>Alle rejsende skal have et gyldigt pas eller nationalt ID-kort. Til Storbritannien skal du rejse på pas og have en elektronisk rejsetilladelse (ETA), før du rejser.</p><p>Navnet i bookingen skal være nøjagtigt som i passet. En fejl i navnet kan betyde, at du ikke kan komme med flyet, eller at billetten ikke kan bruges.</p><p>Er du ikke dansk statsborger, skal du selv undersøge reglerne for visum til rejsemålet.</p>',
      '<p>Alle reisende må ha gyldig pass eller nasjonalt ID-kort. Til Storbritannia må du reise med pass og ha en elektronisk reisetillatelse (ETA) før du reiser.</p><p>Navnet i bestillingen må være nøyaktig som i passet. En feil i navnet kan gjøre at du ikke kommer med flyet, eller at billetten ikke kan brukes.</p><p>Er du ikke norsk statsborger, må du selv undersøke reglene for visum til reisemålet.</p>',
      '<p>Alla resenärer måste ha giltigt pass eller nationellt id-kort. Till Storbritannien måste du resa på pass och ha ett elektroniskt resetillstånd (ETA) innan du reser.</p><p>Namnet i bokningen ska vara exakt som i passet. Ett fel i namnet kan innebära att du inte får följa med flyget eller att biljetten inte kan användas.</p><p>Är du inte svensk medborgare behöver du själv undersöka reglerna för visum till resmålet.</p>',
    ),
  },
  {
    slug: 'rejsedokument',
    categoryKey: 'info',
    name: l('Rejsedokumentet forklaret', 'Reisedokumentet forklart', 'Resedokumentet förklarat'),
    body: l(
      '<p>Cirka en uge før afrejse modtager du dit rejsedokument. Det samler alt det praktiske: flytider, hotellets adresse, levering af billetter og nødnumre.</p><p>Under "Billetter" kan du se, hvordan og hvornår billetterne leveres. Under "Hotel" står indtjekningstid og eventuelle lokale skatter, der betales på stedet.</p><p>Gem dokumentet på din telefon, og tag gerne en udskrift med – så har du altid oplysningerne ved hånden.</p>',
      '<p>Omtrent en uke før avreise mottar du reisedokumentet ditt. Det samler alt det praktiske: flytider, hotellets adresse, levering av billetter og nødnumre.</p><p>Under «Billetter» ser du hvordan og når billettene leveres. Under «Hotell» står innsjekkingstid og eventuelle lokale avgifter som betales på stedet.</p><p>Lagre dokumentet på telefonen, og ta gjerne med en utskrift – da har du alltid opplysningene for hånden.</p>',
      '<p>Ungefär en vecka före avresan får du ditt resedokument. Det samlar allt praktiskt: flygtider, hotellets adress, leverans av biljetter och nödnummer.</p><p>Under ”Biljetter” ser du hur och när biljetterna levereras. Under ”Hotell” står incheckningstid och eventuella lokala skatter som betalas på plats.</p><p>Spara dokumentet i telefonen och ta gärna med en utskrift – då har du alltid uppgifterna till hands.</p>',
    ),
  },
  {
    slug: 'erhverv',
    categoryKey: 'info',
    name: l('Erhverv og foreninger', 'Bedrifter og foreninger', 'Företag och föreningar'),
    body: l(
      '<p>Skal firmaet, kunderne eller fodboldklubben af sted sammen? Vi arrangerer grupperejser til kampe over hele Europa – fra ti personer og opefter.</p><p>Vi skræddersyr programmet med premium-billetter, private transfere, middag og stadiontur, og I får én fast kontaktperson fra start til slut.</p><p>Udfyld formularen, så vender vi tilbage med et uforpligtende tilbud inden for 24 timer.</p>',
      '<p>Skal bedriften, kundene eller fotballklubben reise sammen? Vi arrangerer gruppereiser til kamper over hele Europa – fra ti personer og oppover.</p><p>Vi skreddersyr programmet med premium-billetter, private transferer, middag og stadiontur, og dere får én fast kontaktperson fra start til slutt.</p><p>Fyll ut skjemaet, så kommer vi tilbake med et uforpliktende tilbud innen 24 timer.</p>',
      '<p>Ska företaget, kunderna eller fotbollsklubben resa tillsammans? Vi arrangerar gruppresor till matcher i hela Europa – från tio personer och uppåt.</p><p>Vi skräddarsyr programmet med premiumbiljetter, privata transfers, middag och arenavisning, och ni får en fast kontaktperson från början till slut.</p><p>Fyll i formuläret så återkommer vi med ett kostnadsfritt förslag inom 24 timmar.</p>',
    ),
  },
];
