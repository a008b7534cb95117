import Suture
struct Starter {}
@Injectable
final class Baker {
    init(@Named("""
        spelt
        rye
        """) starter: Starter) {}
}
@Component protocol Bakery { var baker: Baker { get } }
