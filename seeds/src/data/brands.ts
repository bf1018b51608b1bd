/**
 * Well-known brands for a believable demo catalogue: name, website, primary category (one of the
 * 32 of spec 2 §9) and the bank-statement aliases enrichment recognises. Order = popularity.
 */
export type BrandRow = readonly [name: string, website: string, category: string, aliases: string, market?: Market];

/** Where a retailer trades. The programme is British: offers are in pounds except at the few foreign retailers. */
export type Market = 'GB' | 'IE' | 'US';
export const MARKET_CURRENCY: Record<Market, string> = { GB: 'GBP', IE: 'EUR', US: 'USD' };

export const BRANDS: readonly BrandRow[] = [
  ['Tesco', 'tesco.com', 'Groceries', 'TESCO STORES|TESCO EXPRESS|TESCO.COM'],
  ['Amazon', 'amazon.co.uk', 'eCommerce purchase', 'AMAZON.CO.UK|AMZN MKTP UK|AMAZON PRIME'],
  ["Sainsbury's", 'sainsburys.co.uk', 'Groceries', 'SAINSBURYS|JS ONLINE GROCERY|SAINSBURYS LOCAL'],
  ['Uber', 'uber.com', 'Ridesharing and taxis', 'UBER TRIP|UBER BV'],
  ['Deliveroo', 'deliveroo.co.uk', 'Food and Drink', 'DELIVEROO|DELIVEROO PLUS'],
  ['Costa Coffee', 'costa.co.uk', 'Cafes and coffee shops', 'COSTA COFFEE|COSTA EXPRESS'],
  ['Pret A Manger', 'pret.co.uk', 'Cafes and coffee shops', 'PRET A MANGER|PRET CLUB'],
  ['ASOS', 'asos.com', 'Clothing', 'ASOS.COM|ASOS PREMIER'],
  ['Boots', 'boots.com', 'Drugstores and pharmacies', 'BOOTS THE CHEMIST|BOOTS.COM'],
  ['Argos', 'argos.co.uk', 'Department and discount stores', 'ARGOS LTD|ARGOS.CO.UK'],
  ['Currys', 'currys.co.uk', 'Electronics', 'CURRYS PC WORLD|CURRYS.CO.UK'],
  ['Nike', 'nike.com', 'Clothing', 'NIKE UK|NIKE.COM'],
  ['Adidas', 'adidas.co.uk', 'Clothing', 'ADIDAS UK|ADIDAS.CO.UK'],
  ['JD Sports', 'jdsports.co.uk', 'Recreational goods', 'JD SPORTS|JDSPORTS.CO.UK'],
  ['Netflix', 'netflix.com', 'Media', 'NETFLIX.COM|NETFLIX INTERNATIONAL'],
  ['Spotify', 'spotify.com', 'Media', 'SPOTIFY UK|SPOTIFY P'],
  ['Just Eat', 'just-eat.co.uk', 'Food and Drink', 'JUST EAT|JUST-EAT.CO.UK'],
  ['Booking.com', 'booking.com', 'Hotels and lodging', 'BOOKING.COM|BKG HOTEL'],
  ['Asda', 'asda.com', 'Groceries', 'ASDA STORES|ASDA SUPERSTORE'],
  ['Morrisons', 'morrisons.com', 'Groceries', 'WM MORRISON|MORRISONS'],
  ['Waitrose', 'waitrose.com', 'Groceries', 'WAITROSE|WAITROSE & PARTNERS'],
  ['Aldi', 'aldi.co.uk', 'Groceries', 'ALDI STORES|ALDI UK'],
  ['Lidl', 'lidl.co.uk', 'Groceries', 'LIDL GB|LIDL UK'],
  ['Marks & Spencer', 'marksandspencer.com', 'Department and discount stores', 'M&S SIMPLY FOOD|MARKS AND SPENCER'],
  ['John Lewis', 'johnlewis.com', 'Department and discount stores', 'JOHN LEWIS|JOHNLEWIS.COM'],
  ['Next', 'next.co.uk', 'Clothing', 'NEXT RETAIL|NEXT DIRECTORY'],
  ['Primark', 'primark.com', 'Clothing', 'PRIMARK STORES|PRIMARK'],
  ['H&M', 'hm.com', 'Clothing', 'H&M HENNES|H AND M'],
  ['Zara', 'zara.com', 'Clothing', 'ZARA UK|ZARA.COM'],
  ['Uniqlo', 'uniqlo.com', 'Clothing', 'UNIQLO UK|UNIQLO'],
  ['Starbucks', 'starbucks.co.uk', 'Cafes and coffee shops', 'STARBUCKS COFFEE|STARBUCKS'],
  ['Caffè Nero', 'caffenero.com', 'Cafes and coffee shops', 'CAFFE NERO|NERO'],
  ['Greggs', 'greggs.co.uk', 'Food and Drink', 'GREGGS PLC|GREGGS'],
  ["Nando's", 'nandos.co.uk', 'Food and Drink', 'NANDOS|NANDOS CHICKENLAND'],
  ['Wagamama', 'wagamama.com', 'Food and Drink', 'WAGAMAMA'],
  ['Pizza Express', 'pizzaexpress.com', 'Food and Drink', 'PIZZA EXPRESS'],
  ["McDonald's", 'mcdonalds.co.uk', 'Food and Drink', 'MCDONALDS|MCDONALDS RESTAURANT'],
  ['Superdrug', 'superdrug.com', 'Drugstores and pharmacies', 'SUPERDRUG STORES|SUPERDRUG'],
  ['Holland & Barrett', 'hollandandbarrett.com', 'Self care', 'HOLLAND & BARRETT|HOLLAND AND BARRETT'],
  ['Lush', 'lush.com', 'Self care', 'LUSH RETAIL|LUSH COSMETICS'],
  ['Apple', 'apple.com', 'Electronics', 'APPLE.COM/BILL|APPLE STORE'],
  ['Samsung', 'samsung.com', 'Electronics', 'SAMSUNG ELECTRONICS|SAMSUNG UK'],
  ['Dell', 'dell.co.uk', 'Electronics', 'DELL COMPUTERS|DELL UK'],
  ['B&Q', 'diy.com', 'Home improvements and maintenance services', 'B&Q|B AND Q'],
  ['Wickes', 'wickes.co.uk', 'Home improvements and maintenance services', 'WICKES BUILDING|WICKES'],
  ['IKEA', 'ikea.com', 'Home improvements and maintenance services', 'IKEA LTD|IKEA UK'],
  ['Screwfix', 'screwfix.com', 'Home improvements and maintenance services', 'SCREWFIX DIRECT|SCREWFIX'],
  ['Dunelm', 'dunelm.com', 'Department and discount stores', 'DUNELM|DUNELM MILL'],
  ['Pets at Home', 'petsathome.com', 'Pets', 'PETS AT HOME|PETSATHOME'],
  ['Trainline', 'thetrainline.com', 'Other transport', 'TRAINLINE|TRAINLINE.COM'],
  ['easyJet', 'easyjet.com', 'Other transport', 'EASYJET|EASYJET AIRLINE'],
  ['British Airways', 'britishairways.com', 'Other transport', 'BRITISH AIRWAYS|BA.COM'],
  ['Airbnb', 'airbnb.co.uk', 'Hotels and lodging', 'AIRBNB|AIRBNB PAYMENTS'],
  ['Premier Inn', 'premierinn.com', 'Hotels and lodging', 'PREMIER INN|WHITBREAD PREMIER'],
  ['Expedia', 'expedia.co.uk', 'Hotels and lodging', 'EXPEDIA|EXPEDIA.CO.UK'],
  ['Bolt', 'bolt.eu', 'Ridesharing and taxis', 'BOLT.EU|BOLT RIDE'],
  ['Addison Lee', 'addisonlee.com', 'Ridesharing and taxis', 'ADDISON LEE'],
  ['Odeon', 'odeon.co.uk', 'Entertainment and recreation', 'ODEON CINEMAS|ODEON'],
  ['Vue Cinemas', 'myvue.com', 'Entertainment and recreation', 'VUE CINEMAS|VUE ENTERTAINMENT'],
  ['Ticketmaster', 'ticketmaster.co.uk', 'Entertainment and recreation', 'TICKETMASTER UK|TICKETMASTER'],
  ['PureGym', 'puregym.com', 'Entertainment and recreation', 'PUREGYM|PURE GYM LTD'],
  ['Disney+', 'disneyplus.com', 'Media', 'DISNEY PLUS|DISNEYPLUS'],
  ['Audible', 'audible.co.uk', 'Media', 'AUDIBLE UK|AUDIBLE LTD'],
  ['Waterstones', 'waterstones.com', 'Gifts', 'WATERSTONES'],
  ['Moonpig', 'moonpig.com', 'Gifts', 'MOONPIG.COM|MOONPIG'],
  ['Interflora', 'interflora.co.uk', 'Gifts', 'INTERFLORA'],
  ['Majestic Wine', 'majestic.co.uk', 'Liquor', 'MAJESTIC WINE'],
  ['Virgin Wines', 'virginwines.co.uk', 'Liquor', 'VIRGIN WINES'],
  ['Klarna', 'klarna.com', 'Buy now pay later', 'KLARNA|KLARNA BANK'],
  ['Clearpay', 'clearpay.co.uk', 'Buy now pay later', 'CLEARPAY|CLEARPAY FINANCE'],
  ['Co-op', 'coop.co.uk', 'Convenience stores', 'CO-OP GROUP|COOP FOOD'],
  ['Spar', 'spar.co.uk', 'Convenience stores', 'SPAR STORES|SPAR'],
  ['Octopus Energy', 'octopus.energy', 'Utilities', 'OCTOPUS ENERGY'],
  ['British Gas', 'britishgas.co.uk', 'Utilities', 'BRITISH GAS'],
  ['Thames Water', 'thameswater.co.uk', 'Utilities', 'THAMES WATER'],
  ['Kwik Fit', 'kwik-fit.com', 'Vehicle maintenance', 'KWIK FIT|KWIKFIT'],
  ['Halfords', 'halfords.com', 'Vehicle maintenance', 'HALFORDS|HALFORDS AUTOCENTRE'],
  ['Coursera', 'coursera.org', 'Education', 'COURSERA'],
  ['Duolingo', 'duolingo.com', 'Education', 'DUOLINGO'],
  ['Microsoft', 'microsoft.com', 'SaaS tools', 'MICROSOFT*365|MSFT'],
  ['Dropbox', 'dropbox.com', 'SaaS tools', 'DROPBOX'],
  ['Canva', 'canva.com', 'SaaS tools', 'CANVA'],
  ['Oxfam', 'oxfam.org.uk', 'Donation', 'OXFAM GB|OXFAM'],
  ['British Red Cross', 'redcross.org.uk', 'Donation', 'BRITISH RED CROSS'],
  ['HMRC', 'gov.uk', 'Taxes', 'HMRC GOV.UK|HMRC SELF ASSESSMENT'],
  ['Bupa', 'bupa.co.uk', 'Medical bill', 'BUPA|BUPA DENTAL'],
  ['Johnsons Cleaners', 'johnsonscleaners.com', 'Laundry', 'JOHNSONS CLEANERS'],
  ['Timpson', 'timpson.co.uk', 'Other consumer services', 'TIMPSON'],
  ['eBay', 'ebay.co.uk', 'eCommerce purchase', 'EBAY O*|PAYPAL *EBAY'],
  ['Etsy', 'etsy.com', 'eCommerce purchase', 'ETSY.COM|ETSY INC'],
  ['Selfridges', 'selfridges.com', 'Other non-essential', 'SELFRIDGES & CO|SELFRIDGES'],
  ['Harrods', 'harrods.com', 'Other non-essential', 'HARRODS'],
  ['Decathlon', 'decathlon.co.uk', 'Recreational goods', 'DECATHLON UK|DECATHLON'],
  ['Currys Business', 'business.currys.co.uk', 'Electronics', 'CURRYS BUSINESS'],
  ['Argos Business', 'argos-business.co.uk', 'Department and discount stores', 'ARGOS BUSINESS'],
  ['Sports Direct', 'sportsdirect.com', 'Recreational goods', 'SPORTSDIRECT.COM|SPORTS DIRECT'],
  ['TK Maxx', 'tkmaxx.com', 'Department and discount stores', 'TK MAXX|TKMAXX.COM'],
  ['Matalan', 'matalan.co.uk', 'Clothing', 'MATALAN RETAIL|MATALAN'],
  ['River Island', 'riverisland.com', 'Clothing', 'RIVER ISLAND'],
  ['New Look', 'newlook.com', 'Clothing', 'NEW LOOK RETAILERS|NEW LOOK'],
  ['Boohoo', 'boohoo.com', 'Clothing', 'BOOHOO.COM|BOOHOO'],
  ['Very', 'very.co.uk', 'eCommerce purchase', 'VERY.CO.UK|VERY'],
  ['AO.com', 'ao.com', 'Electronics', 'AO RETAIL|AO.COM'],
  ['Boots Opticians', 'boots.com/opticians', 'Medical bill', 'BOOTS OPTICIANS'],
  ['Specsavers', 'specsavers.co.uk', 'Medical bill', 'SPECSAVERS OPTICIANS|SPECSAVERS'],
  ['Lloyds Pharmacy', 'lloydspharmacy.com', 'Drugstores and pharmacies', 'LLOYDS PHARMACY'],
  ['The Body Shop', 'thebodyshop.com', 'Self care', 'THE BODY SHOP|BODY SHOP'],
  ['Space NK', 'spacenk.com', 'Self care', 'SPACE NK'],
  ['Homebase', 'homebase.co.uk', 'Home improvements and maintenance services', 'HOMEBASE LTD|HOMEBASE'],
  ['Toolstation', 'toolstation.com', 'Home improvements and maintenance services', 'TOOLSTATION'],
  ['Pets Corner', 'petscorner.co.uk', 'Pets', 'PETS CORNER'],
  ['Jollyes', 'jollyes.co.uk', 'Pets', 'JOLLYES PET'],
  ['Tails.com', 'tails.com', 'Pets', 'TAILS.COM'],
  ['Travelodge', 'travelodge.co.uk', 'Hotels and lodging', 'TRAVELODGE'],
  ['Hilton', 'hilton.com', 'Hotels and lodging', 'HILTON HOTELS|HILTON'],
  ['National Express', 'nationalexpress.com', 'Other transport', 'NATIONAL EXPRESS'],
  ['LNER', 'lner.co.uk', 'Other transport', 'LNER|LONDON NORTH EASTERN'],
  ['Ryanair', 'ryanair.com', 'Other transport', 'RYANAIR'],
  ['FREENOW', 'free-now.com', 'Ridesharing and taxis', 'FREENOW|FREE NOW'],
  ['Cineworld', 'cineworld.co.uk', 'Entertainment and recreation', 'CINEWORLD'],
  ['Merlin Entertainments', 'merlinentertainments.biz', 'Entertainment and recreation', 'MERLIN ATTRACTIONS|ALTON TOWERS'],
  ['The Gym Group', 'thegymgroup.com', 'Entertainment and recreation', 'THE GYM GROUP|GYM GROUP'],
  ['Now TV', 'nowtv.com', 'Media', 'NOW TV|NOWTV'],
  ['The Guardian', 'theguardian.com', 'Media', 'GUARDIAN NEWS|THE GUARDIAN'],
  ['Card Factory', 'cardfactory.co.uk', 'Gifts', 'CARD FACTORY'],
  ['Funky Pigeon', 'funkypigeon.com', 'Gifts', 'FUNKY PIGEON'],
  ['Laithwaites', 'laithwaites.co.uk', 'Liquor', 'LAITHWAITES WINE|LAITHWAITES'],
  ['Naked Wines', 'nakedwines.co.uk', 'Liquor', 'NAKED WINES'],
  ['PayPal Pay in 3', 'paypal.com/uk', 'Buy now pay later', 'PAYPAL PAY IN 3'],
  ['One Stop', 'onestop.co.uk', 'Convenience stores', 'ONE STOP STORES|ONE STOP'],
  ['Londis', 'londis.co.uk', 'Convenience stores', 'LONDIS'],
  ['Ocado', 'ocado.com', 'Groceries', 'OCADO RETAIL|OCADO.COM'],
  ['Iceland', 'iceland.co.uk', 'Groceries', 'ICELAND FOODS|ICELAND'],
  ['Leon', 'leon.co', 'Food and Drink', 'LEON RESTAURANTS|LEON'],
  ['Itsu', 'itsu.com', 'Food and Drink', 'ITSU'],
  ['Gail\'s Bakery', 'gailsbread.co.uk', 'Cafes and coffee shops', 'GAILS BAKERY|GAILS'],
  ['EDF Energy', 'edfenergy.com', 'Utilities', 'EDF ENERGY'],
  ['BT', 'bt.com', 'Utilities', 'BT GROUP|BT.COM'],
  ['Virgin Media', 'virginmedia.com', 'Utilities', 'VIRGIN MEDIA'],
  ['RAC', 'rac.co.uk', 'Vehicle maintenance', 'RAC MOTORING|RAC'],
  ['Formula One Autocentres', 'f1autocentres.co.uk', 'Vehicle maintenance', 'F1 AUTOCENTRES'],
  ['Udemy', 'udemy.com', 'Education', 'UDEMY'],
  ['Slack', 'slack.com', 'SaaS tools', 'SLACK TECHNOLOGIES|SLACK'],
  ['Cancer Research UK', 'cancerresearchuk.org', 'Donation', 'CANCER RESEARCH UK|CRUK'],
  ['DVLA', 'gov.uk/dvla', 'Taxes', 'DVLA VEHICLE TAX|DVLA'],
  ['Timpson Dry Cleaning', 'timpson.co.uk/dry-cleaning', 'Laundry', 'TIMPSON DRY CLEAN'],
  ['Rightmove', 'rightmove.co.uk', 'Other consumer services', 'RIGHTMOVE'],
  ['PayPal', 'paypal.com/uk', 'Not enough information', 'PAYPAL EUROPE|PAYPAL UK LTD'],
  ['Dunnes Stores', 'dunnesstores.com', 'Groceries', 'DUNNES STORES', 'IE'],
  ['Target', 'target.com', 'Department and discount stores', 'TARGET.COM|TARGET T-', 'US'],
];

/** Banks for account requisitions. */
export const BANKS: readonly string[] = [
  'Barclays', 'HSBC UK', 'Lloyds Bank', 'NatWest', 'Santander UK', 'Nationwide', 'Monzo', 'Starling Bank',
  'Revolut', 'Halifax', 'TSB', 'Metro Bank',
];

/** Spend (|amount| in pence) typical of a category, for believable transactions. */
export function spendRange(category: string): [number, number] {
  switch (category) {
    case 'Cafes and coffee shops':
      return [180, 1200];
    case 'Groceries':
    case 'Convenience stores':
      return [250, 14000];
    case 'Food and Drink':
      return [500, 6000];
    case 'Electronics':
      return [1500, 150000];
    case 'Hotels and lodging':
    case 'Other transport':
      return [3000, 60000];
    case 'Media':
    case 'SaaS tools':
    case 'Education':
      return [499, 2499];
    case 'Ridesharing and taxis':
      return [600, 5000];
    case 'Utilities':
    case 'Taxes':
    case 'Medical bill':
      return [2000, 30000];
    default:
      return [800, 20000];
  }
}

/** Descriptions with no merchant behind them: enrichment finds nothing ('No merchant indentified'). */
export const UNKNOWN_DESCRIPTIONS: readonly string[] = [
  'FASTER PAYMENT TO J SMITH', 'ATM WITHDRAWAL 0427', 'STANDING ORDER RENT', 'TFR FROM SAVINGS',
  'DIRECT DEBIT COUNCIL TAX', 'CHQ DEPOSIT', 'POS 88213 MARKET STALL', 'SQ *LOCAL BAKERY', 'SUMUP *CAFE 21',
  'PAYPAL *PRIVATE SELLER', 'IZ *FARMERS MKT', 'BANK CHARGES', 'INTEREST PAID', 'ZETTLE_*CORNER SHOP',
];
