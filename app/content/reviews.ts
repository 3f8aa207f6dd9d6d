/**
 * Client reviews (spec 2.8; record: name, position, category, text, rating, image, service).
 * Six per category, every one rated 5. The portrait is drawn from the name (Avatar).
 */
export const reviewCategories = [
  { id: "all", label: "All Reviews" },
  { id: "plumbing", label: "Plumbing" },
  { id: "hvac", label: "HVAC" },
  { id: "electrical", label: "Electrical" },
  { id: "landscaping", label: "Landscaping" },
  { id: "roofing", label: "Roofing" },
  { id: "cleaning", label: "Cleaning" },
  { id: "painting", label: "Painting" },
  { id: "garage", label: "Garage Doors" },
] as const;

export type ReviewFilterId = (typeof reviewCategories)[number]["id"];
export type ReviewCategory = Exclude<ReviewFilterId, "all">;

export type Review = {
  name: string;
  position: string;
  category: ReviewCategory;
  text: string;
  rating: 5;
  service: string;
};

type Entry = [name: string, position: string, service: string, text: string];

const byCategory: Record<ReviewCategory, Entry[]> = {
  plumbing: [
    [
      "Ray Delgado",
      "Owner, Houston Plumbing Pros",
      "Website Design & Local SEO",
      "We went from page three to the map pack in five months. Emergency calls at 2 AM now come from our website instead of a lead service we shared with four competitors.",
    ],
    [
      "Carlos Mendoza",
      "Owner, Sunrise Plumbing",
      "Website Design",
      "The new site loads instantly on a phone and the call button is always there. Our booked jobs more than tripled and the site paid for itself in weeks.",
    ],
    [
      "Brenda Howell",
      "Office Manager, Bayou City Rooter",
      "Local SEO",
      "Drain cleaning and sewer jobs used to be word of mouth only. Now we rank for them in Pasadena, Pearland and Friendswood, and the monthly report shows every call.",
    ],
    [
      "Tony Russo",
      "Owner, Russo & Sons Plumbing",
      "Google Ads",
      "Our old agency burned our budget on clicks from Dallas. Hearthstone tightened the targeting to our service area and our cost per lead dropped by half.",
    ],
    [
      "Angela Brooks",
      "Co-owner, Clearwater Plumbing Co.",
      "SEO Content",
      "They wrote pages for water heaters, slab leaks and repiping that actually sound like us. Customers quote our own website back to us on the phone.",
    ],
    [
      "Kevin Tran",
      "Owner, Lone Star Leak Detection",
      "Website Design & Reviews",
      "Professional site, automatic review requests after every job, and a team that answers the phone. We went from 19 reviews to over 140.",
    ],
  ],
  hvac: [
    [
      "Linda Tran",
      "Owner, Cool Comfort AC",
      "Local SEO & Google Ads",
      "Last summer was the first one where we had to turn work away. The website books service calls while we sleep, and the ads pay back four to one.",
    ],
    [
      "Derrick Coleman",
      "Owner, Automatic Climate HVAC",
      "Website Design & Local SEO",
      "We went from four to six leads a week to twenty-five or more. The neighborhood pages brought us customers in areas we had never reached before.",
    ],
    [
      "Jessica Alvarez",
      "General Manager, CoolBreeze HVAC",
      "Website Design",
      "Online booking for tune-ups changed our spring. Customers schedule themselves and our dispatcher finally has time to breathe.",
    ],
    [
      "Greg Patterson",
      "General Manager, Gulf Coast Heating & Air",
      "PPC & Social Ads",
      "They set up Local Services Ads and call tracking in the first week. For the first time I know exactly which ad brought in each system replacement.",
    ],
    [
      "Linda Okafor",
      "Owner, Fresh Air Solutions",
      "SEO Content",
      "Our indoor air quality pages rank first in Katy and Cypress. Those jobs have the best margins we have, and now they come in every week.",
    ],
    [
      "Jason Kim",
      "Owner, NorthStar Mechanical",
      "Maintenance Plan Marketing",
      "The maintenance-plan landing page signed up 160 members in one season. That steady income changed how we run the business.",
    ],
  ],
  electrical: [
    [
      "Mike Sullivan",
      "Owner & Master Electrician, Bright Spark Electric",
      "Website Design & Local SEO",
      "Revenue nearly tripled in a year. We finally know which marketing dollars bring in the panel upgrades and EV chargers we want.",
    ],
    [
      "Samantha Price",
      "Office Manager, Bright Spark Electrical",
      "Website Design",
      "The site scores above 90 on Google's speed test and looks better than the big franchises. Customers mention it on almost every call.",
    ],
    [
      "Ray Dominguez",
      "Master Electrician, Volt Pro Electric",
      "Local SEO",
      "We show up first for generator installation in the Heights and Bellaire. Hearthstone understood our niche from the first meeting.",
    ],
    [
      "Nicole Barrett",
      "Co-owner, Barrett Electrical Services",
      "Reviews & Reputation",
      "Their review system took us from 15 reviews to over 150. New customers tell us that is why they called us instead of someone else.",
    ],
    [
      "Andre Jackson",
      "Owner, Current Electric Co.",
      "Google Ads",
      "Emergency electrical calls used to be feast or famine. The ads run only when we can take jobs, and the phone rings steadily all week.",
    ],
    [
      "Megan Foster",
      "Owner, Lumen Lighting & Electric",
      "Website Design",
      "They built a beautiful gallery of our landscape and recessed lighting projects. Our average job size went up because people see what we can do.",
    ],
  ],
  landscaping: [
    [
      "Sam Whitfield",
      "Owner, Green Leaf Landscaping",
      "Website Design",
      "The site is built around the projects we love. We get fewer tire-kickers and far more design-build jobs than before.",
    ],
    [
      "Hector Salinas",
      "Owner, Salinas Lawn & Garden",
      "Local SEO",
      "We rank for lawn care in The Woodlands, Spring and Conroe. Our recurring customer list grew by 90 homes in one season.",
    ],
    [
      "Emily Carter",
      "Owner, Bluebonnet Landscapes",
      "SEO Content",
      "The seasonal guides they write bring in leads every month, even in winter. I never thought a blog could book jobs.",
    ],
    [
      "Marcus Webb",
      "Owner, Webb Outdoor Living",
      "PPC & Social Ads",
      "Facebook ads showing our patio and outdoor kitchen builds filled our calendar three months out. Worth every penny.",
    ],
    [
      "Olivia Grant",
      "Owner, Evergreen Irrigation",
      "Website Design & Local SEO",
      "Sprinkler repair searches now find us first. The online booking form cut our phone tag in half.",
    ],
    [
      "Daniel Huang",
      "Owner, Huang Tree & Landscape",
      "Google Business Profile",
      "Our Google profile went from a few photos to a weekly stream of project posts. Calls from Maps doubled within three months.",
    ],
  ],
  roofing: [
    [
      "Brandon Hayes",
      "Owner, Elite Roofing Co.",
      "Website Design & SEO",
      "After the last hailstorm our storm-damage page was the first result in Austin. We booked more inspections in two weeks than in the whole previous spring.",
    ],
    [
      "Angela Ruiz",
      "Co-owner, Metro Roofing & Exteriors",
      "Website Design",
      "The financing calculator and estimate form made us look like the most professional roofer in San Antonio. Close rates went up noticeably.",
    ],
    [
      "Bill Thompson",
      "Owner, Thompson Roofing",
      "Local SEO",
      "Roof replacement leads from Sugar Land and Missouri City now come in every week, not just after storms. Consistent work keeps my crews together.",
    ],
    [
      "Crystal Moore",
      "Office Manager, Summit Roofing Solutions",
      "Google Ads",
      "They paused our ads on rainy days and pushed them after storms. Smart, simple, and our cost per inspection dropped by 40%.",
    ],
    [
      "Luis Herrera",
      "Owner, Herrera Roofing & Gutters",
      "Website Design & Reviews",
      "Homeowners trust us before they call because of the reviews and project photos on the site. It changed the first conversation.",
    ],
    [
      "Patrick O'Neil",
      "Owner, Ironclad Metal Roofing",
      "SEO Content",
      "They wrote the best page on the internet about metal roofs in Texas heat. It ranks first and sends us our best leads.",
    ],
  ],
  cleaning: [
    [
      "Lisa Morgan",
      "Owner, Sparkle Home Cleaning",
      "Website Design",
      "The instant price estimator replaced a week of phone tag. New customers book recurring cleans online and our schedule is full.",
    ],
    [
      "Monique Davis",
      "Owner, Spotless Maids Houston",
      "Local SEO",
      "We rank for house cleaning in Midtown, Montrose and the Heights. Hearthstone made a small team look like the best in town.",
    ],
    [
      "Jorge Castillo",
      "Owner, Castillo Carpet & Tile Care",
      "PPC & Social Ads",
      "Our ads only show to homeowners within 15 miles and the calls are real customers, not spam. Booked jobs went up every month.",
    ],
    [
      "Heather Collins",
      "Co-owner, Fresh Start Move-Out Cleaning",
      "Website Design & Local SEO",
      "Property managers find us on Google now. We signed four apartment communities through the website in the first quarter.",
    ],
    [
      "Aisha Rahman",
      "Owner, Pure Home Cleaning",
      "Reviews & Reputation",
      "Automatic review requests doubled our reviews in two months. Being the highest-rated cleaner in Sugar Land brings in work by itself.",
    ],
    [
      "Brian Walsh",
      "Owner, Crystal Clear Windows",
      "SEO Content",
      "Seasonal window-cleaning pages bring us a wave of jobs every spring and fall. Easy to work with and always on time.",
    ],
  ],
  painting: [
    [
      "Natalie Brooks",
      "Owner, FreshCoat Painting",
      "Website Design",
      "Color-consultation offers and project stories attract homeowners who value quality. We stopped competing on price alone.",
    ],
    [
      "Eduardo Vargas",
      "Owner, Vargas Painting Co.",
      "Local SEO",
      "Exterior painting searches in Katy and Fulshear now find us first. We added a second crew this year to keep up.",
    ],
    [
      "Karen Whitley",
      "Owner, Whitley Cabinet Refinishing",
      "SEO Content",
      "Their cabinet-painting guide gets hundreds of visits a month and turns into real kitchen jobs. I'm amazed every report.",
    ],
    [
      "Steve Nakamura",
      "Owner, Precision Painters",
      "PPC & Social Ads",
      "Before-and-after ads on Facebook brought us more exterior jobs in one spring than the previous two years combined.",
    ],
    [
      "Tamara Lewis",
      "Office Manager, Brushstroke Pros",
      "Website Design & Reviews",
      "The quote form asks room by room, so our estimates are faster and more accurate. The team handled everything.",
    ],
    [
      "Frank DeLuca",
      "Owner, DeLuca Commercial Painting",
      "Website Design",
      "We wanted to win more commercial work. The new site speaks to property managers and the inquiries have followed.",
    ],
  ],
  garage: [
    [
      "Ryan Mitchell",
      "Owner, Houston Garage Door Pros",
      "Website Design & Local SEO",
      "Broken spring calls now come straight from Google Maps. We doubled our daily service calls in six months.",
    ],
    [
      "Stephanie Ward",
      "Owner, Liftmaster Door Services",
      "Google Ads",
      "Emergency garage door repair ads run exactly where our trucks are. Lowest cost per lead we have ever had.",
    ],
    [
      "Victor Alvarado",
      "Owner, Alvarado Overhead Doors",
      "Local SEO",
      "We rank for new garage door installation in Cypress and Tomball. Those are big tickets and they come in every week now.",
    ],
    [
      "Denise Palmer",
      "Co-owner, Precision Door Care",
      "Reviews & Reputation",
      "Our reviews grew from 30 to 210. Customers literally say 'you had the best reviews' when they call.",
    ],
    [
      "Chris Boyd",
      "Owner, Gateway Garage Doors",
      "Website Design",
      "A clean, fast site with clear prices for common repairs. Fewer price-shopping calls, more customers ready to book.",
    ],
    [
      "Amanda Flores",
      "Office Manager, Secure Garage Solutions",
      "SEO Content",
      "Opener comparison pages they wrote bring in upgrade jobs. The monthly call recordings help us train our office team too.",
    ],
  ],
};

const categoryOrder = Object.keys(byCategory) as ReviewCategory[];

/** All 48 reviews, interleaved by category so the unfiltered grid mixes trades. */
export const reviews: readonly Review[] = Array.from({ length: 6 }, (_, round) =>
  categoryOrder.flatMap((category) => {
    const entry = byCategory[category][round];
    if (!entry) return [];
    const [name, position, service, text] = entry;
    return [{ name, position, category, text, rating: 5 as const, service }];
  }),
).flat();

export function isReviewFilter(value: string | null): value is ReviewFilterId {
  return reviewCategories.some((category) => category.id === value);
}

export function reviewCategoryLabel(id: ReviewCategory): string {
  return reviewCategories.find((category) => category.id === id)?.label ?? id;
}

export const reviewsPage = {
  metaTitle: "Client Reviews: Rated 4.9/5",
  metaDescription:
    "4.9/5 average rating from 125+ verified reviews. Read what plumbers, HVAC companies, electricians, roofers and more say about Hearthstone Digital.",
  hero: {
    eyebrow: "Client reviews",
    title: "Trusted by home-service businesses across Houston and beyond",
    intro:
      "Don't take our word for it. Here is what plumbers, HVAC companies, electricians, roofers and other service pros say about working with us.",
    readReviews: { label: "Read reviews", href: "#reviews" },
    watchVideos: { label: "Watch video testimonials", href: "#video-testimonials" },
  },
  claims: [
    { value: "4.9/5", label: "average rating" },
    { value: "125+", label: "verified reviews" },
    { value: "30+", label: "video testimonials" },
    { value: "98%", label: "satisfaction" },
  ],
  grid: {
    eyebrow: "Reviews",
    title: "What our clients say",
    intro: "Filter by industry to hear from businesses like yours.",
    filterLabel: "Filter reviews by industry",
    countSuffix: "reviews",
    /** On a phone 48 cards are a very long page: the "all" view shows the first few, then this. */
    firstShown: 9,
    showAll: "Show all reviews",
    empty: {
      title: "No reviews found",
      text: "There are no reviews in this category yet. Please check back later or choose another category.",
      reset: "Show all reviews",
    },
  },
  videos: {
    eyebrow: "Video testimonials",
    title: "Hear it from them",
    intro: "Short stories from owners about what changed after working with us.",
    watchLabel: "Watch Video",
  },
  platforms: {
    eyebrow: "Review platforms",
    title: "See our reviews everywhere",
    intro: "Our ratings on the platforms business owners trust most.",
    leaveReview: "Leave a Review",
    dialogTitle: "Leave a Review",
    dialogText:
      "Worked with us? Thank you! Search for Hearthstone Digital on the platform you use most and leave your review there, or tell us directly.",
    contact: { label: "Tell us how we did", to: "/contact" },
    reviewsWord: "reviews",
    newTab: "(opens in a new tab)",
  },
  cta: {
    title: "Join 150+ happy service businesses",
    text: "Get a free marketing plan and see why owners rate us 4.9 out of 5.",
    primary: { label: "Get Free Consultation", to: "/#contact" },
    secondary: { label: "View our portfolio", to: "/portfolio" },
  },
} as const;
