import { placeKey } from "./place-key.ts";

/** A place of the Saudi lookup: a stable code stored on the property, and its names. */
interface Place {
  readonly code: string;
  readonly ar: string;
  readonly en: string;
}

interface City extends Place {
  /** Well-known districts, offered as suggestions; a property may name any other. */
  readonly districts: readonly Place[];
}

interface Region extends Place {
  readonly cities: readonly City[];
}

type Names = [code: string, ar: string, en: string];

const place = ([code, ar, en]: Names): Place => ({ code, ar, en });
const city = (names: Names, districts: Names[] = []): City => ({ ...place(names), districts: districts.map(place) });
const region = (names: Names, cities: City[]): Region => ({ ...place(names), cities });

/** The 13 administrative regions with their main cities, and districts of the largest cities. */
export const SAUDI_REGIONS: readonly Region[] = [
  region(
    ["riyadh", "منطقة الرياض", "Riyadh Region"],
    [
      city(
        ["riyadh", "الرياض", "Riyadh"],
        [
          ["olaya", "العليا", "Al Olaya"],
          ["malqa", "الملقا", "Al Malqa"],
          ["yasmin", "الياسمين", "Al Yasmin"],
          ["narjis", "النرجس", "An Narjis"],
          ["hittin", "حطين", "Hittin"],
          ["sahafa", "الصحافة", "As Sahafa"],
          ["aqiq", "العقيق", "Al Aqiq"],
          ["nakheel", "النخيل", "An Nakheel"],
          ["wurud", "الورود", "Al Wurud"],
          ["rawdah", "الروضة", "Ar Rawdah"],
          ["nuzha", "النزهة", "An Nuzha"],
          ["malaz", "الملز", "Al Malaz"],
          ["sulimaniyah", "السليمانية", "As Sulimaniyah"],
          ["qurtubah", "قرطبة", "Qurtubah"],
          ["rabwa", "الربوة", "Ar Rabwa"],
          ["ghadir", "الغدير", "Al Ghadir"],
          ["muruj", "المروج", "Al Muruj"],
          ["mursalat", "المرسلات", "Al Mursalat"],
          ["tuwaiq", "طويق", "Tuwaiq"],
          ["aziziyah", "العزيزية", "Al Aziziyah"],
          ["shifa", "الشفاء", "Ash Shifa"],
          ["suwaidi", "السويدي", "As Suwaidi"],
          ["dhahrat_laban", "ظهرة لبن", "Dhahrat Laban"],
          ["hamra", "الحمراء", "Al Hamra"],
          ["khaleej", "الخليج", "Al Khaleej"],
          ["rimal", "الرمال", "Ar Rimal"],
          ["nahdah", "النهضة", "An Nahdah"],
          ["qirawan", "القيروان", "Al Qirawan"],
          ["arid", "العارض", "Al Arid"],
          ["wadi", "الوادي", "Al Wadi"],
        ],
      ),
      city(["kharj", "الخرج", "Al Kharj"]),
      city(["diriyah", "الدرعية", "Ad Diriyah"]),
      city(["majmaah", "المجمعة", "Al Majmaah"]),
      city(["zulfi", "الزلفي", "Az Zulfi"]),
      city(["shaqra", "شقراء", "Shaqra"]),
      city(["dawadmi", "الدوادمي", "Ad Dawadmi"]),
      city(["wadi_dawasir", "وادي الدواسر", "Wadi ad Dawasir"]),
      city(["quwayiyah", "القويعية", "Al Quwayiyah"]),
      city(["afif", "عفيف", "Afif"]),
    ],
  ),
  region(
    ["makkah", "منطقة مكة المكرمة", "Makkah Region"],
    [
      city(
        ["makkah", "مكة المكرمة", "Makkah"],
        [
          ["aziziyah", "العزيزية", "Al Aziziyah"],
          ["awali", "العوالي", "Al Awali"],
          ["shawqiyah", "الشوقية", "Ash Shawqiyah"],
          ["naseem", "النسيم", "An Naseem"],
          ["rusaifah", "الرصيفة", "Ar Rusaifah"],
          ["zahir", "الزاهر", "Az Zahir"],
          ["batha_quraysh", "بطحاء قريش", "Batha Quraysh"],
          ["kakiyah", "الكعكية", "Al Kakiyah"],
        ],
      ),
      city(
        ["jeddah", "جدة", "Jeddah"],
        [
          ["hamra", "الحمراء", "Al Hamra"],
          ["rawdah", "الروضة", "Ar Rawdah"],
          ["shati", "الشاطئ", "Ash Shati"],
          ["zahra", "الزهراء", "Az Zahra"],
          ["salamah", "السلامة", "As Salamah"],
          ["naeem", "النعيم", "An Naeem"],
          ["nahdah", "النهضة", "An Nahdah"],
          ["obhur_north", "أبحر الشمالية", "Obhur Ash Shamaliyah"],
          ["basateen", "البساتين", "Al Basateen"],
          ["marwah", "المروة", "Al Marwah"],
          ["safa", "الصفا", "As Safa"],
          ["faisaliyah", "الفيصلية", "Al Faisaliyah"],
          ["aziziyah", "العزيزية", "Al Aziziyah"],
          ["rehab", "الرحاب", "Ar Rehab"],
          ["andalus", "الأندلس", "Al Andalus"],
          ["khalidiyah", "الخالدية", "Al Khalidiyah"],
        ],
      ),
      city(["taif", "الطائف", "Taif"]),
      city(["rabigh", "رابغ", "Rabigh"]),
      city(["qunfudhah", "القنفذة", "Al Qunfudhah"]),
      city(["lith", "الليث", "Al Lith"]),
      city(["jumum", "الجموم", "Al Jumum"]),
    ],
  ),
  region(
    ["madinah", "منطقة المدينة المنورة", "Madinah Region"],
    [
      city(
        ["madinah", "المدينة المنورة", "Madinah"],
        [
          ["quba", "قباء", "Quba"],
          ["aziziyah", "العزيزية", "Al Aziziyah"],
          ["khalidiyah", "الخالدية", "Al Khalidiyah"],
          ["rawabi", "الروابي", "Ar Rawabi"],
          ["shuran", "شوران", "Shuran"],
          ["uyun", "العيون", "Al Uyun"],
          ["iskan", "الإسكان", "Al Iskan"],
          ["anbariyah", "العنبرية", "Al Anbariyah"],
        ],
      ),
      city(["yanbu", "ينبع", "Yanbu"]),
      city(["ula", "العلا", "AlUla"]),
      city(["badr", "بدر", "Badr"]),
      city(["khaybar", "خيبر", "Khaybar"]),
      city(["hinakiyah", "الحناكية", "Al Hinakiyah"]),
    ],
  ),
  region(
    ["qassim", "منطقة القصيم", "Al Qassim Region"],
    [
      city(["buraydah", "بريدة", "Buraydah"]),
      city(["unaizah", "عنيزة", "Unaizah"]),
      city(["rass", "الرس", "Ar Rass"]),
      city(["bukayriyah", "البكيرية", "Al Bukayriyah"]),
      city(["badai", "البدائع", "Al Badai"]),
      city(["mithnab", "المذنب", "Al Mithnab"]),
    ],
  ),
  region(
    ["eastern", "المنطقة الشرقية", "Eastern Province"],
    [
      city(
        ["dammam", "الدمام", "Dammam"],
        [
          ["faisaliyah", "الفيصلية", "Al Faisaliyah"],
          ["shati", "الشاطئ", "Ash Shati"],
          ["mazruiyah", "المزروعية", "Al Mazruiyah"],
          ["nakheel", "النخيل", "An Nakheel"],
          ["hamra", "الحمراء", "Al Hamra"],
          ["badiyah", "البادية", "Al Badiyah"],
          ["jalawiyah", "الجلوية", "Al Jalawiyah"],
          ["ohud", "أحد", "Ohud"],
          ["noor", "النور", "An Noor"],
        ],
      ),
      city(
        ["khobar", "الخبر", "Al Khobar"],
        [
          ["olaya", "العليا", "Al Olaya"],
          ["aqrabiyah", "العقربية", "Al Aqrabiyah"],
          ["khuzama", "الخزامى", "Al Khuzama"],
          ["rakah", "الراكة", "Ar Rakah"],
          ["thuqbah", "الثقبة", "Ath Thuqbah"],
          ["yarmouk", "اليرموك", "Al Yarmouk"],
          ["green_belt", "الحزام الأخضر", "Al Hizam Al Akhdar"],
          ["jisr", "الجسر", "Al Jisr"],
        ],
      ),
      city(["dhahran", "الظهران", "Dhahran"]),
      city(["ahsa", "الأحساء", "Al Ahsa"]),
      city(["qatif", "القطيف", "Al Qatif"]),
      city(["jubail", "الجبيل", "Jubail"]),
      city(["hafar_batin", "حفر الباطن", "Hafar Al Batin"]),
      city(["khafji", "الخفجي", "Al Khafji"]),
      city(["ras_tanura", "رأس تنورة", "Ras Tanura"]),
    ],
  ),
  region(
    ["asir", "منطقة عسير", "Asir Region"],
    [
      city(["abha", "أبها", "Abha"]),
      city(["khamis_mushait", "خميس مشيط", "Khamis Mushait"]),
      city(["bisha", "بيشة", "Bisha"]),
      city(["namas", "النماص", "An Namas"]),
      city(["muhayil", "محايل عسير", "Muhayil Asir"]),
      city(["ahad_rafidah", "أحد رفيدة", "Ahad Rafidah"]),
    ],
  ),
  region(
    ["tabuk", "منطقة تبوك", "Tabuk Region"],
    [
      city(["tabuk", "تبوك", "Tabuk"]),
      city(["wajh", "الوجه", "Al Wajh"]),
      city(["duba", "ضباء", "Duba"]),
      city(["umluj", "أملج", "Umluj"]),
      city(["tayma", "تيماء", "Tayma"]),
      city(["haql", "حقل", "Haql"]),
    ],
  ),
  region(
    ["hail", "منطقة حائل", "Hail Region"],
    [
      city(["hail", "حائل", "Hail"]),
      city(["baqaa", "بقعاء", "Baqaa"]),
      city(["ghazalah", "الغزالة", "Al Ghazalah"]),
      city(["shinan", "الشنان", "Ash Shinan"]),
    ],
  ),
  region(
    ["northern_borders", "منطقة الحدود الشمالية", "Northern Borders Region"],
    [
      city(["arar", "عرعر", "Arar"]),
      city(["rafha", "رفحاء", "Rafha"]),
      city(["turaif", "طريف", "Turaif"]),
      city(["uwayqilah", "العويقيلة", "Al Uwayqilah"]),
    ],
  ),
  region(
    ["jazan", "منطقة جازان", "Jazan Region"],
    [
      city(["jazan", "جازان", "Jazan"]),
      city(["sabya", "صبيا", "Sabya"]),
      city(["abu_arish", "أبو عريش", "Abu Arish"]),
      city(["samtah", "صامطة", "Samtah"]),
      city(["ahad_masarihah", "أحد المسارحة", "Ahad Al Masarihah"]),
      city(["farasan", "فرسان", "Farasan"]),
    ],
  ),
  region(
    ["najran", "منطقة نجران", "Najran Region"],
    [city(["najran", "نجران", "Najran"]), city(["sharurah", "شرورة", "Sharurah"]), city(["habuna", "حبونا", "Habuna"])],
  ),
  region(
    ["bahah", "منطقة الباحة", "Al Bahah Region"],
    [
      city(["bahah", "الباحة", "Al Bahah"]),
      city(["baljurashi", "بلجرشي", "Baljurashi"]),
      city(["mandaq", "المندق", "Al Mandaq"]),
      city(["mikhwah", "المخواة", "Al Mikhwah"]),
    ],
  ),
  region(
    ["jawf", "منطقة الجوف", "Al Jawf Region"],
    [
      city(["sakakah", "سكاكا", "Sakakah"]),
      city(["dumat_jandal", "دومة الجندل", "Dumat Al Jandal"]),
      city(["qurayyat", "القريات", "Al Qurayyat"]),
      city(["tabarjal", "طبرجل", "Tabarjal"]),
    ],
  ),
];

/** Places by the key of each of their names and code; two places one key would name are a mistake in the list above. */
function byKey<T extends Place>(places: readonly T[], kind: "region" | "city"): Map<string, T> {
  const found = new Map<string, T>();
  for (const candidate of places)
    for (const key of new Set([candidate.code, candidate.ar, candidate.en].map((name) => placeKey(name, kind)))) {
      const other = found.get(key);
      if (other) throw new Error(`"${key}" names both ${other.code} and ${candidate.code}`);
      found.set(key, candidate);
    }
  return found;
}

const regionsByKey = byKey(SAUDI_REGIONS, "region");
const allCities = SAUDI_REGIONS.flatMap((candidate) => candidate.cities);
const citiesByKey = byKey(allCities, "city");
const citiesOfRegion = new Map(SAUDI_REGIONS.map((candidate) => [candidate.code, byKey(candidate.cities, "city")]));

/** The region a code or a name names, as integrators, spreadsheets and people write either (placeKey). */
export function findRegion(text: string): Region | undefined {
  return regionsByKey.get(placeKey(text, "region"));
}

/** A city by code or name, within `region` when given (two regions may share a district name, never a city). */
export function findCity(text: string, region?: Region): City | undefined {
  return (region ? citiesOfRegion.get(region.code)! : citiesByKey).get(placeKey(text, "city"));
}

/** The cities of `region`, or of the Kingdom. */
export function citiesOf(region?: Region): readonly City[] {
  return region ? region.cities : allCities;
}

/** The region a city belongs to. */
export function regionOfCity(cityCode: string): Region | undefined {
  return SAUDI_REGIONS.find((candidate) => candidate.cities.some((each) => each.code === cityCode));
}

/** A stored region or city code in the reader's language; text that is not a code (older rows) as it is. */
export function placeName(code: string, lang: "ar" | "en", kind: "region" | "city" = "city"): string {
  const found = kind === "region" ? findRegion(code) : findCity(code);
  return found && found.code === code ? found[lang] : code;
}
