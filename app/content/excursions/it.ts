import type { ExcursionTexts } from "./en.ts";

export const it = {
  missingTranslation: "Non c’è contenuto per «{excursionId}» nella lingua attiva: {lang}",
  labels: {
    location: "Località",
    price: "Prezzo",
    days: "Giorni",
    physicalLevel: "Livello fisico",
    months: "Stagione",
    experience: "Esperienza richiesta",
    highlightsTitle: "Punti salienti",
    priceIncludesTitle: "Il prezzo comprende",
    itineraryTitle: "Itinerario",
    showLess: "Mostra meno",
    readMore: "Leggi tutto",
    perPerson: "Prezzi in dollari statunitensi, a persona.",
  },
  imageAlts: {
    backgroundImage: "{name} — il paesaggio dell’attività",
    imagenFinal: "{name} — un’arrampicatrice sulla via",
    imagen1: "{name} — l’avvicinamento",
    imagen2: "{name} — sulla roccia",
    imagen3: "{name} — il panorama dall’alto",
    imagenHorizontal: "{name} — vista panoramica della zona",
  },
  booking: {
    title: "Prenota questa escursione",
    text: "Scrivici le tue date e quante persone siete: ti confermiamo la disponibilità.",
    whatsappLabel: "Prenota su WhatsApp",
    whatsappMessage: "Ciao! Vorrei prenotare {excursion}. (Lingua: {language})",
    contactLabel: "Mandaci un messaggio",
    contactSubject: "Prenotazione: {excursion}",
  },
  levels: {
    easy: "Facile",
    medium: "Medio",
    mediumHigh: "Medio-alto",
    good: "Buono",
    high: "Alto",
    all: "Adatto a tutti",
  },
  excursions: {
    freyclimb: {
      name: "Arrampicata su roccia nella valle del Frey",
      location: "Valle del Frey, Cerro Catedral, Bariloche",
      price:
        "USD {priceFreyOneDay} per {daysFreyMin} giorno\n{daysFreyPackageShort} giorni: USD {priceFreyThreeDaysPerDay} al giorno\n{daysFreyPackageLong} giorni: USD {priceFreySevenDaysPerDay} al giorno",
      days: "Da {daysFreyMin} a {daysFreyMax} giorni",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: sai fare sicura a un compagno e hai già arrampicato su roccia.",
      climbing: "Guglie di granito sopra un lago alpino",
      leyendPict: "In arrampicata sul granito del Frey, sopra la Laguna Toncek",
      highlights:
        "Arrampica sulle guglie di granito del Frey, una delle zone di arrampicata su roccia più famose del Sudamerica. La roccia è solida e ruvida, con fessure, placche e pareti per ogni livello. Dormi al rifugio Frey, a {freyRefugeM} m, proprio ai piedi delle vie. I programmi vanno da {daysFreyMin} a {daysFreyMax} giorni e li costruiamo sul tuo livello e sui tuoi obiettivi. Arrampichiamo in piccoli gruppi e, più giorni resti, più scende il prezzo giornaliero.",
      priceIncludes:
        "Guida di montagna per tutto il programma\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nCasco e imbrago\nTrasporto da Bariloche all’inizio del sentiero, andata e ritorno\nKit di primo soccorso e comunicazione via radio",
      itinerary:
        "Giorno 1: ci troviamo a Bariloche e andiamo in auto fino alla base del Cerro Catedral. Da lì risaliamo a piedi la valle del Frey, prima lungo il lago Gutiérrez e poi nel bosco di faggi australi, fino al rifugio Frey a {freyRefugeM} m: un avvicinamento che richiede dalle {freyApproachHoursMin} alle {freyApproachHoursMax} ore. Nel pomeriggio saliamo qualche via corta vicino al rifugio per ripassare sicura, soste e comunicazione in cordata. Giorni centrali: arrampicata sulle guglie intorno alla Laguna Toncek, scegliendo le vie in base al livello del gruppo e al meteo; chi ha l’esperienza necessaria può puntare alla Torre Principal, la guglia principale, alta {freyMainNeedleM} m. Ultimo giorno: mattinata di arrampicata, poi discesa a piedi fino al Catedral e rientro in auto a Bariloche. Nel programma di un giorno scegliamo falesie più vicine al sentiero, così da avere abbastanza tempo sulla roccia.",
    },
    multipitch: {
      name: "Arrampicata su vie di più tiri",
      location: "Cerro Catedral e il Frey, Bariloche",
      price: "USD {priceMultipitch}\nGiornata intera con guida\nPrezzo giornaliero a persona",
      days: "{daysMultipitch} giorno",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: fai sicura con disinvoltura e ti senti a tuo agio arrampicando su roccia.",
      climbing: "Più tiri di corda sul granito, di sosta in sosta",
      leyendPict: "Un’arrampicatrice raggiunge la sosta, molto più in alto del fondovalle",
      highlights:
        "Stacca i piedi da terra e sali con una guida una via di più tiri. Impari come funzionano le soste, come gestire la corda e come scendere in corda doppia in sicurezza. L’esposizione e il panorama crescono a ogni tiro. Scegliamo la via in base al tuo livello, dalle grandi classiche di media difficoltà alle linee più impegnative. È il passo naturale dopo le vie di un solo tiro.",
      priceIncludes:
        "Guida di montagna in testa alla cordata su ogni tiro\nCorde, rinvii e materiale per le soste\nCasco e imbrago\nTrasporto da Bariloche, andata e ritorno",
      itinerary:
        "Ci troviamo presto a Bariloche e raggiungiamo in auto l’inizio dell’avvicinamento, dove controlliamo il materiale e ripassiamo il programma della giornata. Dopo la camminata fino all’attacco, la guida spiega la via, le soste e i segnali che useremo. Poi saliamo tiro dopo tiro: la guida parte in testa alla cordata, allestisce ogni sosta e ti fa sicura dall’alto, e in ogni sosta c’è tempo per riposare, bere e goderti il panorama. In cima facciamo una pausa e poi scendiamo in corda doppia: la guida prepara ogni calata e controlla il tuo sistema prima di ciascuna. Torniamo a piedi al veicolo e rientriamo a Bariloche nel tardo pomeriggio.",
    },
    freyrefuge: {
      name: "Arrampicata al rifugio Frey",
      location: "Rifugio Frey, Parco Nazionale Nahuel Huapi",
      price:
        "USD {priceFreyRefugePerDay} al giorno\nProgramma di {daysFreyRefuge} giorni\nPernottamento e pasti si pagano direttamente al rifugio",
      days: "{daysFreyRefuge} giorni",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: sai fare sicura a un compagno e hai già arrampicato su roccia.",
      climbing: "Tre giorni a vivere tra le guglie",
      leyendPict: "Il rifugio Frey accanto alla Laguna Toncek, con le guglie sullo sfondo",
      highlights:
        "Tre giorni con base al rifugio Frey, a {freyRefugeM} m, in mezzo alle guglie di granito. La camminata per arrivarci dura dalle {freyApproachHoursMin} alle {freyApproachHoursMax} ore, nel bosco e lungo il lago. Ogni mattina la roccia è a pochi minuti dalla porta. Con bel tempo ed esperienza, possiamo salire verso la Torre Principal, la guglia principale, alta {freyMainNeedleM} m. Anche le serate in rifugio, con arrampicatori da tutto il mondo, fanno parte dell’esperienza.",
      priceIncludes:
        "Guida di montagna per tutti e {daysFreyRefuge} i giorni\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nCasco e imbrago\nTrasporto da Bariloche all’inizio del sentiero, andata e ritorno\nKit di primo soccorso e comunicazione via radio",
      itinerary:
        "Giorno 1: partiamo da Bariloche in mattinata verso la base del Cerro Catedral e saliamo a piedi fino al rifugio Frey, a {freyRefugeM} m: un avvicinamento che richiede dalle {freyApproachHoursMin} alle {freyApproachHoursMax} ore, a seconda del passo del gruppo. Ci sistemiamo in rifugio e, se restano energie, saliamo qualche via corta nei dintorni. Giorno 2: giornata intera di arrampicata sulle guglie intorno alla Laguna Toncek, su vie scelte per il gruppo; chi ha più esperienza può tentare una linea più lunga verso la Torre Principal, la guglia principale, alta {freyMainNeedleM} m. Giorno 3: arrampicata al mattino, pranzo in rifugio e discesa a piedi fino al Catedral, per rientrare a Bariloche in serata.",
    },
    bautismo: {
      name: "Battesimo della roccia: la tua prima arrampicata",
      location: "Falesie vicino a Bariloche",
      price: "USD {priceBaptism}\nMezza giornata di introduzione all’arrampicata\nNon ti serve attrezzatura tua",
      days: "{daysBaptism} giorno",
      months: "Tutto l’anno",
      experience: "Livello modulo 1: non serve alcuna esperienza, ti insegniamo tutto durante la giornata.",
      climbing: "I tuoi primi passi sulla roccia vera",
      leyendPict: "Una principiante in moulinette, con la guida che le fa sicura",
      highlights:
        "La tua prima arrampicata su roccia vera, con una guida al tuo fianco dall’inizio alla fine. Scegliamo vie facili e ben protette in una falesia vicina alla città. Impari a legarti, a fidarti della corda e a muoverti sulla roccia. È adatta a bambini, ragazzi e adulti senza esperienza. Il modo migliore per scoprire se l’arrampicata fa per te.",
      priceIncludes:
        "Guida di arrampicata\nScarpette d’arrampicata, imbrago e casco\nCorde e tutto il materiale tecnico\nNozioni di base sulla sicurezza\nFoto della giornata",
      itinerary:
        "Ci troviamo a Bariloche e andiamo insieme in una falesia vicina alla città, scelta in base alla stagione e al meteo. Alla base della parete la guida ti sistema imbrago, casco e scarpette e ti spiega l’essenziale: il nodo a otto, i comandi di cordata e come ti protegge la corda. Cominciamo su vie corte e facili in moulinette, con la guida che ti fa sicura e ti dà consigli da sotto, e man mano che prendi fiducia passiamo a vie un po’ più lunghe o più verticali. C’è tempo per riposare, fare foto e, se ti va, imparare a fare sicura a un compagno sotto la supervisione della guida. Chiudiamo con due chiacchiere su come continuare ad arrampicare e rientriamo a Bariloche.",
    },
    guiapersonal: {
      name: "Arrampicata con guida privata",
      location: "Bariloche e dintorni",
      price:
        "USD {pricePersonalGuide} al giorno\nUna giornata pensata solo per te o per il tuo gruppo\nAttrezzatura a noleggio disponibile con supplemento",
      days: "{daysPersonalGuide} giorno",
      months: "Tutto l’anno",
      experience: "Nessuna: costruiamo la giornata sulla tua esperienza, dai primi passi alle vie lunghe.",
      climbing: "La tua giornata, i tuoi obiettivi",
      leyendPict: "Una guida e un’arrampicatrice scelgono la prossima via",
      highlights:
        "Una guida tutta per te per l’intera giornata, per arrampicare dove e come vuoi. Ideale per lavorare un progetto, imparare ad andare da primo, migliorare la tecnica o semplicemente arrampicare con qualcuno che conosce ogni falesia. Adattiamo luogo e vie alla stagione, al meteo e al tuo livello. Puoi prenotarla anche per la tua famiglia o per un gruppo di amici. Raccontaci i tuoi obiettivi e prepariamo la giornata insieme.",
      priceIncludes:
        "Guida privata per l’intera giornata\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nConsigli su tecnica e sicurezza\nGiornata pianificata in base ai tuoi obiettivi",
      itinerary:
        "Prima dell’uscita parliamo con te della tua esperienza, dei tuoi obiettivi e di cosa ti piacerebbe salire, e ti proponiamo un luogo e un programma. Il giorno dell’attività ci troviamo a Bariloche e raggiungiamo la falesia o la parete scelta. La guida può salire in testa alla cordata, farti sicura mentre vai tu da primo oppure dedicarsi all’insegnamento: movimento sulla roccia, posizionamento delle protezioni, costruzione delle soste, corda doppia o nozioni di autosoccorso. Il ritmo e il numero di vie dipendono da te, e durante la giornata aggiustiamo il programma se cambiano il meteo o le tue energie. Alla fine ripassiamo insieme quello che hai fatto, ti suggeriamo come continuare a progredire e rientriamo a Bariloche.",
    },
    piedraparada: {
      name: "Viaggio di arrampicata a Piedra Parada",
      location: "Piedra Parada e il canyon di La Buitrera, Chubut",
      price: "Da USD {pricePiedraParadaFrom}\nIl prezzo finale dipende dal numero di giorni\nSi può aggiungere il trasporto da Bariloche",
      days: "Da {daysPiedraParadaMin} a {daysPiedraParadaMax} giorni",
      months: "Tra {mainSeasonFrom} e {mainSeasonTo}",
      experience:
        "Moduli 1 e 2 del nostro corso di arrampicata, o esperienza equivalente: arrampichi regolarmente su roccia e sai fare sicura a chi sale da primo.",
      climbing: "Pareti vulcaniche di canyon nella steppa patagonica",
      leyendPict: "Le pareti del canyon di La Buitrera al tramonto",
      highlights:
        "Un viaggio di arrampicata a Piedra Parada, un gigantesco monolite vulcanico nella steppa del Chubut, e sulle pareti del canyon di La Buitrera, lì accanto. La zona offre centinaia di vie sportive su roccia vulcanica compatta, dalle placche facili agli strapiombi più impegnativi. Il paesaggio della steppa, il fiume e le notti stellate la rendono indimenticabile. I viaggi durano da {daysPiedraParadaMin} a {daysPiedraParadaMax} giorni, in campeggio vicino al canyon. È un’ottima alternativa quando il tempo è instabile sulle montagne intorno a Bariloche.",
      priceIncludes:
        "Guida di montagna per tutto il viaggio\nMateriale tecnico di gruppo: corde, rinvii e materiale per le soste\nCasco e imbrago\nOrganizzazione del viaggio e logistica del campeggio",
      itinerary:
        "Giorno 1: da Bariloche viaggiamo verso sud passando per Esquel e poi percorriamo circa {piedraTransferKm} km di strade nella steppa fino a Piedra Parada, sul fiume Chubut. Montiamo il campo vicino all’ingresso del canyon e, se c’è tempo, saliamo qualche via con la luce della sera. Giorni di arrampicata: ogni giorno entriamo a piedi nel canyon di La Buitrera e arrampichiamo nei suoi diversi settori, scegliendo pareti al sole o all’ombra in base alla temperatura, con vie adatte al livello di ciascuno. C’è tempo per visitare il monolite di Piedra Parada e per riposare sulla riva del fiume. Ultimo giorno: arrampicata al mattino, poi smontiamo il campo e rientriamo a Bariloche, dove arriviamo in tarda serata.",
    },
    ventana: {
      name: "Giornata di arrampicata al Cerro Ventana",
      location: "Cerro Ventana, a {ventanaDistanceKm} km da Bariloche",
      price: "USD {priceVentana}\nGiornata intera, dalle {ventanaStart} alle {ventanaEnd}\nTrasporto da Bariloche incluso",
      days: "{daysVentana} giorno",
      months: "Tutto l’anno",
      experience: "Modulo 1 del nostro corso di arrampicata, o esperienza equivalente: hai già arrampicato in moulinette.",
      climbing: "Arrampicata vista Nahuel Huapi, a due passi dalla città",
      leyendPict: "In arrampicata sul Cerro Ventana, con il lago Nahuel Huapi più in basso",
      highlights:
        "Una giornata intera di arrampicata sul Cerro Ventana, ad appena {ventanaDistanceKm} km dalla città. Le pareti guardano i laghi e le Ande, con vie per principianti e per arrampicatori di livello intermedio. È facile da abbinare a una vacanza a Bariloche: partiamo alle {ventanaStart} e rientriamo entro le {ventanaEnd}. È una buona scelta tutto l’anno, perché dopo la pioggia la roccia asciuga in fretta. Ideale per continuare ad arrampicare dopo la tua prima esperienza.",
      priceIncludes:
        "Guida di arrampicata\nCorde, rinvii e tutto il materiale tecnico\nCasco e imbrago\nTrasporto da Bariloche, andata e ritorno",
      itinerary:
        "Ti passiamo a prendere a Bariloche alle {ventanaStart} e percorriamo {ventanaDistanceKm} km fino ai piedi del Cerro Ventana. Una breve camminata nel bosco ci porta alla falesia, dove la guida controlla il materiale e ripassa nodi, sicura e comunicazione in cordata. La mattina è dedicata al riscaldamento su vie più facili; dopo il pranzo alla base della parete, con vista sui laghi, passiamo a vie più lunghe o più impegnative secondo il livello di ciascuno. Nel pomeriggio raccogliamo il materiale e alle {ventanaEnd} siamo di nuovo a Bariloche, con il tempo per goderti la città.",
    },
    trekkingLanin: {
      name: "Salita al vulcano Lanín",
      location: "Parco Nazionale Lanín, Neuquén",
      price:
        "USD {priceVolcano}\nSalita guidata di {daysVolcano} giorni\nGruppi fino a {volcanoMaxGroup} persone\nDa {volcanoAssistantGuideFrom} persone in su si aggiunge una guida assistente",
      days: "{daysVolcano} giorni",
      months: "Tra {volcanoSeasonFrom} e {volcanoSeasonTo}",
      experience:
        "Buona preparazione fisica ed esperienza di lunghe escursioni in montagna. Non serve esperienza di arrampicata tecnica: ti insegniamo a usare ramponi e piccozza.",
      climbing: "Il tetto del nord della Patagonia, a {volcanoSummitM} m",
      leyendPict: "Il cono innevato del Lanín sopra la foresta andina",
      highlights:
        "Sali in vetta al Lanín, vulcano di {volcanoSummitM} m e grande cono innevato che domina il nord della Patagonia. La salita si svolge in {daysVolcano} giorni, come prevede il regolamento del parco, con una notte al campo a {volcanoCampM} m. I gruppi sono piccoli, al massimo {volcanoMaxGroup} persone per data, e da {volcanoAssistantGuideFrom} persone in su si aggiunge una guida assistente. Il giorno di vetta è lungo e impegnativo, e la vista su laghi, boschi e vulcani ripaga ogni passo. Saliamo solo quando le condizioni sono sicure.",
      priceIncludes:
        "Guida di montagna, più una guida assistente per gruppi da {volcanoAssistantGuideFrom} persone in su\nMateriale tecnico di gruppo e corde\nRamponi, piccozza e casco\nRegistrazione presso il parco nazionale\nKit di primo soccorso e comunicazione via radio",
      itinerary:
        "La salita dura {daysVolcano} giorni, come previsto dal regolamento del parco nazionale. Giorno 1: ci registriamo al posto dei guardaparco e iniziamo a camminare dalla base del vulcano. Il percorso sale per {volcanoDayOneKm} km tra bosco, sabbia vulcanica e roccia fino al campo a {volcanoCampM} m, dove ci sistemiamo, mangiamo, prepariamo il materiale per il giorno dopo e andiamo a dormire presto. Giorno 2: partiamo prima dell’alba con le frontali, calziamo i ramponi dove comincia la neve e saliamo a passo regolare verso la vetta, a {volcanoSummitM} m. Dobbiamo arrivare in cima entro le {volcanoSummitDeadline}: se a quell’ora non ci siamo ancora, torniamo indietro, perché la sicurezza viene prima della vetta. Dopo la vetta scendiamo fino all’inizio del sentiero: il secondo giorno si percorrono {volcanoDayTwoKm} km in circa {volcanoDayTwoHours} ore.",
    },
  },
} satisfies ExcursionTexts;
