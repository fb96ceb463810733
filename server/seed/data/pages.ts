/**
 * Info pages (browsing spec §2 "Info pages" and the business page). Each page
 * has the same slug on all three sites — "the slug shows the same page in
 * every variant" — with its text written in the site's language.
 */
import 'server-only';
import type { Localized } from '@/server/db/schema';
import { l } from '../text';

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
      '<p>Fantur er et dansk rejsebureau, der siden 2009 har sendt fodboldfans til de største kampe i Europa. Vi sammensætter pakker med kampbillet, fly og hotel, så du kan koncentrere dig om oplevelsen.</p><p>Vores team består af rejsekonsulenter, der selv er passionerede fans. Vi kender stadions, byerne og de bedste pubber, og vi står klar til at hjælpe før, under og efter rejsen.</p><p>Fantur er medlem af Rejsegarantifonden, så dine penge er sikret, hvis noget skulle gå galt.</p>',
      '<p>Fantur er et reisebyrå som siden 2009 har sendt fotballsupportere til de største kampene i Europa. Vi setter sammen pakker med kampbillett, fly og hotell, slik at du kan konsentrere deg om opplevelsen.</p><p>Teamet vårt består av reiserådgivere som selv er lidenskapelige supportere. Vi kjenner stadionene, byene og de beste pubene, og vi står klare til å hjelpe før, under og etter reisen.</p><p>Fantur er medlem av Reisegarantifondet, så pengene dine er sikret hvis noe skulle gå galt.</p>',
      '<p>Fantur är en resebyrå som sedan 2009 har skickat fotbollsfans till de största matcherna i Europa. Vi sätter ihop paket med matchbiljett, flyg och hotell så att du kan fokusera på upplevelsen.</p><p>Vårt team består av resekonsulter som själva är passionerade supportrar. Vi känner arenorna, städerna och de bästa pubarna, och vi finns här för att hjälpa dig före, under och efter resan.</p><p>Fantur har ställt resegaranti hos Kammarkollegiet, så dina pengar är trygga om något skulle gå fel.</p>',
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
      '<p>Disse betingelser gælder for alle pakkerejser købt hos Fantur og supplerer lov om pakkerejser. Aftalen er bindende, når du har modtaget vores bekræftelse.</p><p>Afbestilling er mulig mod et gebyr, der afhænger af, hvor tæt på afrejse afbestillingen sker. Kampbilletter kan ikke refunderes, da de købes specifikt til din rejse.</p><p>Ændrer arrangøren kampens dato eller tidspunkt, er det ikke en væsentlig ændring af rejsen, så længe kampen spilles inden for rejseperioden.</p>',
      '<p>Disse vilkårene gjelder for alle pakkereiser kjøpt hos Fantur og kommer i tillegg til pakkereiseloven. Avtalen er bindende når du har mottatt bekreftelsen vår.</p><p>Avbestilling er mulig mot et gebyr som avhenger av hvor nær avreise avbestillingen skjer. Kampbilletter kan ikke refunderes, fordi de kjøpes spesielt til din reise.</p><p>Endrer arrangøren dato eller tidspunkt for kampen, er det ikke en vesentlig endring av reisen så lenge kampen spilles innenfor reiseperioden.</p>',
      '<p>Dessa villkor gäller för alla paketresor som köps hos Fantur och kompletterar paketreselagen. Avtalet är bindande när du har fått vår bekräftelse.</p><p>Avbokning är möjlig mot en avgift som beror på hur nära avresan avbokningen sker. Matchbiljetter återbetalas inte, eftersom de köps specifikt för din resa.</p><p>Ändrar arrangören matchens datum eller tid är det inte en väsentlig ändring av resan, så länge matchen spelas inom reseperioden.</p>',
    ),
  },
  {
    slug: 'garantier-og-forsikring',
    categoryKey: 'info',
    name: l('Garantier og forsikring', 'Garantier og forsikring', 'Garantier och försäkring'),
    body: l(
      '<p>Fantur er medlem af Rejsegarantifonden (reg.nr. 2985). Du er derfor sikret, hvis vi ikke kan gennemføre rejsen på grund af økonomiske problemer.</p><p>Vi anbefaler, at du har en rejseforsikring, der dækker sygdom og hjemtransport. Husk også det blå EU-sygesikringskort, når du rejser i Europa.</p><p>Med vores kampforsikring får du pengene for billetten tilbage, hvis kampen bliver aflyst og ikke spilles igen i løbet af sæsonen.</p>',
      '<p>Fantur er medlem av Reisegarantifondet. Du er derfor sikret hvis vi ikke kan gjennomføre reisen på grunn av økonomiske problemer.</p><p>Vi anbefaler at du har en reiseforsikring som dekker sykdom og hjemtransport. Husk også Europeisk helsetrygdkort når du reiser i Europa.</p><p>Med kampforsikringen vår får du pengene for billetten tilbake hvis kampen blir avlyst og ikke spilles igjen i løpet av sesongen.</p>',
      '<p>Fantur har ställt resegaranti hos Kammarkollegiet. Du är därför skyddad om vi inte kan genomföra resan på grund av ekonomiska problem.</p><p>Vi rekommenderar att du har en reseförsäkring som täcker sjukdom och hemtransport. Ta också med ditt europeiska sjukförsäkringskort när du reser i Europa.</p><p>Med vår matchförsäkring får du tillbaka pengarna för biljetten om matchen ställs in och inte spelas igen under säsongen.</p>',
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
