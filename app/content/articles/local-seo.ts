import type { SeedArticle } from "./types";

export const localSeoArticles: SeedArticle[] = [
  {
    id: "1700000000001",
    slug: "local-seo-checklist-for-plumbers",
    title: "The Local SEO Checklist Every Plumber Needs",
    excerpt:
      "Twelve fixes that move a plumbing company up the map pack, in the order we do them for clients: from your Google Business Profile to citations, reviews and service pages.",
    author: "maria",
    categories: ["Local SEO"],
    tags: ["plumbing", "google business profile", "citations", "map pack"],
    publishedAt: "2026-09-15T14:00:00Z",
    content: `When a pipe bursts at 11 PM, nobody scrolls to page two of Google. They tap one of the three businesses in the map pack and call. For a plumbing company, those three spots are worth more than any billboard, and winning them is less mysterious than most owners think.

This is the checklist we work through for every new plumbing client, in the order we do it. Each step builds on the one before, so resist the urge to skip ahead.

## 1. Claim and verify your Google Business Profile

If you have not verified your profile, nothing else on this list matters much. Verify it under the exact legal business name you use on your trucks and invoices. Do not add keywords like "Best Plumber Houston" to the name: it can get your listing suspended, and a suspension costs weeks of calls.

## 2. Pick the right primary category

Your primary category is the single strongest ranking signal you control. For most companies it should be **Plumber**. Then add secondary categories that match real services you offer: Drainage Service, Water Heater Installation Service, Septic System Service. Only add the ones you actually do.

## 3. Set your service area honestly

If customers do not come to your shop, hide your address and set a service area instead. List the cities and ZIP codes you really serve. Stretching your area to towns 60 miles away does not help you rank there; it only brings calls you cannot take profitably.

## 4. Fill in every field

Hours (including emergency hours), services with short descriptions, the year you opened, payment methods, and attributes such as "Online estimates". Google rewards complete profiles, and customers use these details to decide whom to call.

## 5. Add real photos every month

Photos of your trucks, your team in uniform, and before-and-after shots of real jobs. Skip stock images. Profiles with fresh, genuine photos get noticeably more calls and direction requests, and a steady upload rhythm signals an active business.

## 6. Make your name, address and phone number consistent

Your business name, address and phone number (NAP) should be identical everywhere: your website, Google, Yelp, Angi, the BBB, Nextdoor and the local chamber of commerce. "Suite 4" on one site and "#4" on another is fine; a different phone number is not. Inconsistent listings confuse Google about which business is which.

## 7. Build the citations that matter

You do not need 300 directory listings. You need the 30 to 40 that matter for home services, plus a few local ones such as your city's chamber of commerce and any trade association you belong to. Quality and consistency beat volume.

## 8. Create one page per core service

A single "Services" page that lists everything you do will not rank for "water heater repair" or "slab leak detection". Give each core service its own page with:

- a clear headline naming the service and your city;
- what the job involves, how long it takes and what affects the price;
- photos from real jobs;
- a phone number and a booking button above the fold.

## 9. Add service area pages, carefully

Pages for the suburbs you serve can work, but only if each one says something specific about that area: the older cast-iron drain lines in one neighborhood, the hard water in another, jobs you have done there. Copying one page and swapping the town name is the fastest way to make Google ignore all of them.

## 10. Ask every happy customer for a review

Reviews are a top-three local ranking factor and the main thing customers read before calling. Make asking part of the job: the technician asks in person when the customer is pleased, and a text with a direct review link follows within the hour. Respond to every review, good or bad, within two days.

## 11. Mark up your site with local business schema

Structured data tells search engines your business type, hours, service area and reviews in a format they read reliably. It takes an afternoon to add and helps your listing and your website reinforce each other.

## 12. Track calls, not just rankings

Rankings are a means, not the goal. Use call tracking on your website and your Google profile so you know how many calls each channel brings and which ones turn into booked jobs. A plumber ranking third who answers every call will out-earn one ranking first who lets calls go to voicemail.

## How long does this take?

Steps 1 to 7 take two to four weeks. Service pages and reviews are ongoing. Most of our plumbing clients see more calls from the map within three to four months, with rankings across their whole service area in six to twelve months. The companies that win are not the ones with the cleverest tricks; they are the ones that keep doing the basics every month.

**Want us to run this checklist on your business?** We will audit your profile and website for free and show you which of the twelve steps will bring the most calls first.`,
  },
  {
    id: "1700000000002",
    slug: "google-business-profile-optimization-guide",
    title: "How to Optimize Your Google Business Profile for More Calls",
    excerpt:
      "Your Google Business Profile is often the first thing a customer sees. Here is how HVAC, plumbing and electrical companies turn it into their best source of calls.",
    author: "maria",
    categories: ["Google Business Profile", "Local SEO"],
    tags: ["google business profile", "map pack", "hvac", "photos"],
    publishedAt: "2026-08-28T14:00:00Z",
    content: `For most home-service businesses, the Google Business Profile brings more calls than the website does. Customers search "AC repair near me", look at the three businesses in the map, and call one of them without ever visiting a website. That makes your profile your real storefront.

Here is how we optimize profiles for our clients, and what actually moves the needle.

## Get the basics exactly right

Before anything clever, check the fundamentals:

- **Business name:** the real name, with no keywords stuffed in.
- **Primary category:** the one that describes your main service. "HVAC Contractor", "Air Conditioning Repair Service" and "Heating Contractor" rank for different searches, so pick the one that matches the jobs you want most.
- **Phone number:** a local number that rings somewhere a human answers. If you use call tracking, put the tracking number as primary and your main line as additional.
- **Website link:** point it at your home page or, for multi-location companies, the page for that location.
- **Hours:** accurate hours, plus special hours for holidays. If you offer 24/7 emergency service, say so and answer the phone at 2 AM.

## Write a description that sells

You get 750 characters. Use the first 250 well, because that is what people see before tapping "More". Say who you serve, what you do and why someone should pick you: years in business, licensing, warranties, upfront pricing. Write it for a homeowner, not for a search engine.

## List every service

The Services section lets you add each service with a short description. Add all of them: AC repair, AC installation, duct cleaning, heat pump service, maintenance plans. These help Google match you to specific searches, and customers scan them to confirm you do what they need.

## Photos: quantity, quality and rhythm

Profiles with many recent photos get more calls. Aim for:

- your logo and a cover photo that shows your team or trucks;
- at least ten photos of real jobs, before and after;
- team photos that show friendly, uniformed technicians;
- a few new photos every month.

Ask technicians to take two photos on every job. Upload the best ones weekly. It is the easiest ranking signal you will ever feed.

## Use Google posts

Posts appear on your profile and show that your business is active. Post once a week: a seasonal offer, a finished project, a maintenance tip. Keep them short, add a photo and a "Call now" button. They will not transform your rankings on their own, but they help your profile convert the people who find it.

## Answer questions before customers ask

The Questions and Answers section is public, and anyone can answer. Seed it with the questions your office hears every day: "Do you charge for estimates?", "Do you offer financing?", "Which areas do you serve?" Answer them from the business account so the answers are right.

## Reviews are the engine

No profile optimization beats a steady flow of genuine reviews. The number of reviews, how recent they are, your average rating and the words customers use all matter. A review that says "fixed our AC the same day in Katy" helps you rank for same-day AC repair in Katy.

Reply to every review. Thank happy customers by name and mention the service. For unhappy ones, reply calmly, take it offline and fix it if you can. Future customers read your replies as closely as the reviews.

## Turn on messaging and booking

If someone in your office can answer messages within a few minutes during business hours, turn on messaging. If you use scheduling software that integrates with Google, turn on booking. Every extra way to contact you catches customers who would rather not call.

## Watch the insights

The Performance tab shows calls, direction requests, website clicks and the searches that found you. Check it monthly. If calls drop, look for a cause: a category change, a suspended listing, a competitor's review surge, or hours that are wrong for a holiday.

## Common mistakes that cost calls

- Changing the business name or category often: each change can trigger a re-review.
- Using a virtual office address: it violates the guidelines and risks suspension.
- Letting the profile go quiet for months.
- Ignoring edits suggested by the public, which Google may apply automatically.

A well-kept profile is a compounding asset. Thirty minutes a week keeps it fresh, and the calls it brings cost nothing per click.`,
  },
  {
    id: "1700000000003",
    slug: "how-to-get-more-google-reviews",
    title: "How to Get More Five-Star Google Reviews Without Being Pushy",
    excerpt:
      "A simple, repeatable system that gets home-service companies a steady stream of genuine reviews: when to ask, how to ask and what to do with the answers.",
    author: "tasha",
    categories: ["Reviews & Reputation"],
    tags: ["reviews", "google business profile", "customer experience", "roofing"],
    publishedAt: "2026-08-06T14:00:00Z",
    content: `Ask any home-service owner why they do not have more reviews and you hear the same answer: "We forget to ask." Happy customers rarely leave reviews on their own. Unhappy ones do. Without a system, your review profile ends up describing your worst days instead of your normal ones.

The good news: getting reviews is not about being pushy. It is about asking at the right moment, making it easy, and doing it every single time.

## Why reviews matter so much

Reviews do two jobs at once. They are one of the strongest signals Google uses to rank businesses in the map pack, and they are the main thing customers read before they call. A roofer with 180 reviews at 4.8 stars will get the call over one with 12 reviews at 5.0, almost every time. Recency matters too: a profile whose latest review is from last year looks like a business that may have closed.

## Ask at the moment of relief

The best time to ask is when the customer feels relief: the water heater is running, the AC is blowing cold, the leak is fixed. That moment usually happens while the technician is still on site.

Train technicians to ask in person with a simple line:

> "I'm glad we got that sorted. We're a local family business and reviews really help us. Would you mind leaving us a quick one on Google? I'll text you the link."

Then send the link within an hour, while the good feeling is fresh. A request sent three days later gets a fraction of the responses.

## Make it one tap

Every step you add loses people. Get your direct review link from your Google Business Profile and send it by text, not email. Texts get opened; emails get buried. Keep the message short:

> "Thanks for choosing Sunrise Plumbing today, Linda! If Marcus took good care of you, a quick Google review would mean a lot: [link]"

Naming the technician makes it personal, and reviews that mention a technician by name are great for morale.

## Follow up once, then stop

If there is no review after three days, send one friendly reminder. After that, stop. Nagging turns a happy customer into an annoyed one.

## What not to do

Some shortcuts can get your reviews deleted or your profile penalized:

- **Do not offer incentives.** Discounts or gift cards in exchange for reviews violate Google's policies.
- **Do not review-gate.** Sending only happy customers to Google and unhappy ones to a private form is against the rules.
- **Do not buy reviews or write your own.** Google removes them, sometimes in bulk, and customers can tell.
- **Do not ask everyone on the same day from the same office Wi-Fi.** A sudden burst looks suspicious. A steady stream looks natural.

## Make it a team habit

Reviews happen when asking becomes routine, so build it into how you work:

- Add "review requested" as a step in your job-completion checklist.
- Share new reviews in the morning meeting and celebrate technicians who are named.
- Run a friendly monthly contest for the most reviews that mention a technician.
- Track your numbers: jobs completed, requests sent, reviews received.

A good target is a review rate of 15 to 25 percent of completed jobs. If you run 200 jobs a month, that is 30 to 50 new reviews, enough to pull ahead of most local competitors within a season.

## Respond to every review

Replying shows future customers that real people run the business. For positive reviews, thank the customer by name and mention the service, which also reinforces relevant keywords. For negative ones, stay calm, apologize for the experience, and invite them to call you directly. Never argue in public.

## Use your reviews everywhere

Your best reviews are marketing material. Feature them on your website near your call buttons, share them on social media, and include a couple in your estimates. A quote that says "They showed up on time and cleaned up after themselves" sells better than anything you could write about yourself.

Reviews are not a one-time project. They are a habit. Build the system once, and it keeps working for you every week.`,
  },
  {
    id: "1700000000004",
    slug: "how-to-respond-to-negative-reviews",
    title: "How to Respond to Negative Reviews (With Templates You Can Use)",
    excerpt:
      "One angry review can scare off customers, but a calm, professional reply can win them back. Here is a five-step approach and three reply templates for home-service businesses.",
    author: "derek",
    categories: ["Reviews & Reputation"],
    tags: ["reviews", "reputation", "customer experience"],
    publishedAt: "2026-07-21T14:00:00Z",
    content: `Every home-service business gets a bad review eventually. A technician runs late, a part takes a week to arrive, a customer misunderstands a quote. What separates strong companies from the rest is not a perfect record; it is how they respond.

Here is the thing most owners miss: **your reply is not for the reviewer.** It is for the hundreds of future customers who will read it. A calm, helpful reply to a one-star review can make a prospect more likely to call you, not less.

## Step 1: Do not reply angry

Read the review, then wait. Give it a few hours, or until the next morning. Replies written in the heat of the moment almost always make things worse. Never reply to defend your pride; reply to show future customers how you treat people when something goes wrong.

## Step 2: Find out what happened

Before you reply, check the job records. Who was the technician? What was quoted and what was charged? Was there a callback? Sometimes you will find the customer has a point. Sometimes you will find they are not a customer at all. Either way, you reply better when you know the facts.

## Step 3: Reply publicly, briefly and kindly

A good public reply does four things:

1. Thanks the reviewer for the feedback.
2. Acknowledges their experience without arguing about details.
3. Shows what you are doing about it.
4. Moves the conversation offline with a name and a direct number.

Keep it short. Three or four sentences is enough. Do not share private details about the job, and never mention prices or internal disputes in public.

## Step 4: Fix it if you can

Call the customer. Listen more than you talk. If you made a mistake, own it and offer to make it right: a return visit, a partial refund, a free maintenance visit. Many customers update their review after a good recovery, and even when they do not, you have kept your word.

## Step 5: Learn from the pattern

One complaint about punctuality is bad luck. Five are a process problem. Review your negative feedback every quarter and look for themes: arrival windows, communication about delays, pricing surprises, cleanliness. Fixing the root cause prevents the next ten bad reviews.

## Three templates you can adapt

### When you made a mistake

> "Hi Karen, thank you for telling us about this, and I'm sorry we let you down. Arriving three hours late without a call is not how we want to treat anyone. I've spoken with our dispatch team about it. I'd like to make it right: please call me directly at (713) 555-0142. Derek, Owner"

### When the customer misunderstood something

> "Hi Tom, thanks for the feedback. I'm sorry the final bill was a surprise. We always aim to explain any change in scope before we start the extra work, and it sounds like that didn't come across clearly. I'd like to walk through the invoice with you. Please call me at (713) 555-0142. Derek, Owner"

### When you cannot find the customer

> "Hi, thank you for your review. We take every piece of feedback seriously, but we can't find a job under this name in our records. If you used our services, please call me at (713) 555-0142 so I can look into it personally. Derek, Owner"

## What about fake reviews?

If a review is clearly fake (a competitor, someone who never hired you, or spam), you can flag it for removal through your Google Business Profile. Include evidence if you can. Removal is not guaranteed and can take weeks, so reply politely in the meantime using the third template above. Readers can usually tell when a review does not add up, especially when your reply is calm.

## Bury bad reviews with good ones

The best defense against a negative review is a steady stream of positive ones. A single one-star review among 200 happy customers barely moves your average, and customers expect a few critics. A business with a perfect 5.0 and eight reviews actually looks less trustworthy than one with 4.8 and 200.

## The bottom line

Negative reviews feel personal, but they are a normal part of running a service business. Respond quickly, calmly and briefly. Fix what you can. Learn from the patterns. And keep asking happy customers to share their experience, so your profile reflects the work you do every day, not your worst day.`,
  },
  {
    id: "1700000000005",
    slug: "service-area-pages-that-rank",
    title: "Service Area Pages That Rank (Without Getting You Penalized)",
    excerpt:
      "City pages can bring in calls from every suburb you serve, or they can drag your whole site down. How to write service area pages that Google and customers both trust.",
    author: "maria",
    categories: ["Local SEO", "Web Design"],
    tags: ["local seo", "content", "electrical", "service areas"],
    publishedAt: "2026-06-30T14:00:00Z",
    content: `Your Google Business Profile usually ranks best near your address. But most electricians, plumbers and roofers serve a dozen suburbs or more. Service area pages, one page per city or neighborhood, are how you show up for "electrician in Sugar Land" when your shop is in Houston.

Done well, they are one of the most reliable ways to grow. Done badly, they are a fast way to get your website ignored.

## The mistake almost everyone makes

The common approach: write one page, copy it twenty times, and swap the city name. "Looking for a trusted electrician in Pearland? Our Pearland electricians..." and so on.

Google calls these doorway pages. At best, it ranks none of them. At worst, it treats your whole site as low quality. Customers are not fooled either: a page that says nothing specific about their town does not build trust.

## What a good service area page contains

A page worth ranking gives a visitor in that area something they cannot get from your home page. Aim for at least 400 to 600 words that are genuinely about the place.

### Local details that prove you work there

- The types of homes in the area: 1970s ranch homes with aluminum wiring, new builds with smart panels, historic homes with knob-and-tube.
- Common problems you see there, such as frequent outages on certain streets or permit rules in that city.
- The neighborhoods and ZIP codes you cover.

### Proof from real jobs

- Two or three short project stories from that area with photos.
- Reviews from customers in that city, with their permission.
- The number of jobs you have done there, if it is impressive.

### Practical information

- Typical response times for that area.
- Whether you charge a trip fee there.
- Local permit or inspection notes that affect the job.

### A clear next step

A phone number and a booking button near the top and again at the end. Visitors to these pages are usually ready to call.

## How many pages should you build?

Start with the five to eight areas that bring you the most profitable jobs, not every town on the map. Write those pages properly, watch them for two or three months, then expand. Ten excellent pages beat fifty thin ones.

## Structure your site so pages support each other

- Link each area page from a "Service Areas" page, and link back to your main service pages.
- On each service page, mention the main areas you serve and link to them.
- Keep URLs simple: \`/service-areas/sugar-land\`.
- Include your business name, phone number and a map or list of covered neighborhoods.

## Combine services and areas carefully

Pages like "Panel Upgrades in Katy" can rank very well, but only for your most valuable service-and-area combinations, and only when you have enough local detail to make each page different. Do not generate hundreds of combinations automatically.

## Keep them alive

Add a new project, photo or review to each area page every few months. Fresh, specific content is a signal that the page is maintained and relevant. A page that has not changed in three years slowly loses ground to competitors who keep publishing.

## Measure what matters

Track calls and form submissions from each area page, not just visits. If a page gets traffic but no calls, the problem is usually the offer or the call to action, not the ranking. If a page gets neither, it probably needs more genuine local content.

## A quick example

One of our electrical clients had a single "Areas We Serve" page listing 30 towns. We replaced it with seven detailed pages for the areas where they did the most panel upgrades and EV charger installs. Each page included local project photos, two reviews from that area and notes about city permit requirements. Within five months, calls from those seven areas grew by more than half, and the pages started ranking for nearby towns we had not even targeted.

Service area pages are not a trick. They are a way of showing customers, and Google, that you really work in their neighborhood. Make each one worth reading, and they will keep bringing calls for years.`,
  },
];
